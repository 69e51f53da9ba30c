import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A chef's bookings in one status (GET /api/chef-bookings?status=, "Pending" in the portal) are
 * paged like all of them, newest event first: (chef_id, status, event_date DESC, id DESC) makes
 * each page one ordered index range however many bookings the chef has in other statuses.
 */
export class BookingsChefStatusIndex1732100000026 implements MigrationInterface {
  name = 'BookingsChefStatusIndex1732100000026';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX ix_bookings_chef_status ON bookings (chef_id, status, event_date DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ix_bookings_chef_status`);
  }
}
