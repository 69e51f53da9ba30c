import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The indexes behind the admin tables' filters (docs/paging.md), each in the order its table
 * pages by:
 * - chefs: the name searched anywhere in a word (pg_trgm, every chef, approved or not);
 * - users: one role, newest first; the first name, last name and e-mail searched together
 *   (one pg_trgm index over the text the search reads, `admin_user_search_text` below);
 * - recipes: one category, drafts first then newest; the title searched (every recipe, drafts too);
 * - schedule requests: the closed (handled) ones, last handled first.
 * Bookings by status use ix_bookings_status_date and by chef ix_bookings_chef; applications by
 * status ix_chef_applications_status: they exist already.
 */
export class AdminFilterIndexes1732100000014 implements MigrationInterface {
  name = 'AdminFilterIndexes1732100000014';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE INDEX ix_chefs_admin_name_trgm ON chefs USING gin (name gin_trgm_ops)`);
    await q.query(`CREATE INDEX ix_users_admin_role ON users (role, created_at DESC, email)`);
    await q.query(`
      CREATE INDEX ix_users_admin_search_trgm ON users
        USING gin ((coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email) gin_trgm_ops)`);
    await q.query(
      `CREATE INDEX ix_recipes_admin_category ON recipes (category, is_published, created_at DESC, id DESC)`,
    );
    await q.query(`CREATE INDEX ix_recipes_admin_title_trgm ON recipes USING gin (title gin_trgm_ops)`);
    await q.query(
      `CREATE INDEX ix_schedule_requests_handled ON schedule_requests (handled_at DESC, id DESC) WHERE status = 'closed'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ix_schedule_requests_handled`);
    await q.query(`DROP INDEX ix_recipes_admin_title_trgm`);
    await q.query(`DROP INDEX ix_recipes_admin_category`);
    await q.query(`DROP INDEX ix_users_admin_search_trgm`);
    await q.query(`DROP INDEX ix_users_admin_role`);
    await q.query(`DROP INDEX ix_chefs_admin_name_trgm`);
  }
}
