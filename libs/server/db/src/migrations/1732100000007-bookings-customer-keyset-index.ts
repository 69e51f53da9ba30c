import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A customer's bookings are paged by (event_date DESC, id DESC): the index on
 * (customer_id, event_date DESC) gains `id DESC`, so each page is one ordered index range.
 */
export class BookingsCustomerKeysetIndex1732100000007 implements MigrationInterface {
  name = 'BookingsCustomerKeysetIndex1732100000007';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ix_bookings_customer`);
    await q.query(`CREATE INDEX ix_bookings_customer ON bookings (customer_id, event_date DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ix_bookings_customer`);
    await q.query(`CREATE INDEX ix_bookings_customer ON bookings (customer_id, event_date DESC)`);
  }
}
