import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A chef's bookings are paged by (event_date DESC, id DESC): the index on
 * (chef_id, event_date DESC) gains `id DESC`, so each page is one ordered index range.
 */
export class BookingsChefKeysetIndex1732100000008 implements MigrationInterface {
  name = 'BookingsChefKeysetIndex1732100000008';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ix_bookings_chef`);
    await q.query(`CREATE INDEX ix_bookings_chef ON bookings (chef_id, event_date DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ix_bookings_chef`);
    await q.query(`CREATE INDEX ix_bookings_chef ON bookings (chef_id, event_date DESC)`);
  }
}
