import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables public reads are made of; a change to any of them is announced. */
const ANNOUNCED_TABLES = ['chefs', 'recipes', 'reviews', 'bookings', 'users'] as const;

/**
 * `NOTIFY catalogue_changed, '<table>'` after every statement that writes one of the tables
 * public reads are made of, so the public BFF's in-memory read cache can drop what a change
 * made stale, in every replica, whoever made the change (an admin, a chef's approval, a
 * review, a booking taking a date, a counter moving). NOTIFY is transactional: it is sent at
 * commit, never for a rollback, and the same notice twice in one transaction is sent once.
 */
export class CatalogueChangeNotices1732100000017 implements MigrationInterface {
  name = 'CatalogueChangeNotices1732100000017';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION announce_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const table of ANNOUNCED_TABLES) {
      await q.query(`CREATE TRIGGER trg_${table}_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION announce_catalogue_change()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ANNOUNCED_TABLES) await q.query(`DROP TRIGGER trg_${table}_announce ON ${table}`);
    await q.query(`DROP FUNCTION announce_catalogue_change()`);
  }
}
