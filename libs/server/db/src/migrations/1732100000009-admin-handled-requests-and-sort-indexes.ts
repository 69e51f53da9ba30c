import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin dashboard: who marked a schedule request handled, and when; and an index behind every
 * order the admin tables page by (each sort column with the id that breaks its ties, so a page
 * is one ordered index range read in either direction instead of a sort of the whole table).
 */
export class AdminHandledRequestsAndSortIndexes1732100000009 implements MigrationInterface {
  name = 'AdminHandledRequestsAndSortIndexes1732100000009';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE schedule_requests
        ADD COLUMN handled_by uuid,
        ADD COLUMN handled_at timestamptz,
        ADD CONSTRAINT fk_schedule_requests_handled_by FOREIGN KEY (handled_by) REFERENCES users (id) ON DELETE SET NULL`);
    // Open requests, oldest first with id breaking ties: (created_at, id) replaces (created_at DESC).
    await q.query(`DROP INDEX ix_schedule_requests_open`);
    await q.query(`CREATE INDEX ix_schedule_requests_open ON schedule_requests (created_at, id) WHERE status = 'open'`);
    // GET /api/admin/bookings?sort=eventDate|createdAt|totalAmount|clientName|status (&dir=asc|desc).
    await q.query(`CREATE INDEX ix_bookings_admin_event_date ON bookings (event_date, id)`);
    await q.query(`CREATE INDEX ix_bookings_admin_created_at ON bookings (created_at, id)`);
    await q.query(`CREATE INDEX ix_bookings_admin_total ON bookings (total_amount_cents, id)`);
    await q.query(`CREATE INDEX ix_bookings_admin_client_name ON bookings (client_name, id)`);
    await q.query(`CREATE INDEX ix_bookings_admin_status ON bookings (status, id)`);
    // Chefs awaiting approval first, recipes drafts first, then newest first.
    await q.query(`CREATE INDEX ix_chefs_admin_order ON chefs (is_approved, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX ix_recipes_admin_order ON recipes (is_published, created_at DESC, id DESC)`);
    // Users and applications newest first.
    await q.query(`CREATE INDEX ix_users_admin_order ON users (created_at DESC, email)`);
    await q.query(`CREATE INDEX ix_chef_applications_admin_order ON chef_applications (created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ix_chef_applications_admin_order`);
    await q.query(`DROP INDEX ix_users_admin_order`);
    await q.query(`DROP INDEX ix_recipes_admin_order`);
    await q.query(`DROP INDEX ix_chefs_admin_order`);
    await q.query(`DROP INDEX ix_bookings_admin_status`);
    await q.query(`DROP INDEX ix_bookings_admin_client_name`);
    await q.query(`DROP INDEX ix_bookings_admin_total`);
    await q.query(`DROP INDEX ix_bookings_admin_created_at`);
    await q.query(`DROP INDEX ix_bookings_admin_event_date`);
    await q.query(`DROP INDEX ix_schedule_requests_open`);
    await q.query(
      `CREATE INDEX ix_schedule_requests_open ON schedule_requests (created_at DESC) WHERE status = 'open'`,
    );
    await q.query(`
      ALTER TABLE schedule_requests
        DROP CONSTRAINT fk_schedule_requests_handled_by,
        DROP COLUMN handled_at,
        DROP COLUMN handled_by`);
  }
}
