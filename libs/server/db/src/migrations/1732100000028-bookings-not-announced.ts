import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bookings no longer `NOTIFY catalogue_changed` (migration 1732100000017 announced them).
 *
 * A transaction that notifies takes one lock for the whole cluster at its commit and holds it
 * until the commit is on disk (PostgreSQL's `PreCommit_Notify`), so every booking's commit waited
 * for the one before it, and each notice emptied answers from every public BFF's read cache and
 * stopped it storing the reads in flight. Bookings are the hottest write there is, and the one
 * public read made from them (the chef search for a date) now keeps its answer for seconds only
 * instead (`@PublicCache`'s `live` option, services/public-bff). A booking still moves the chef's
 * counters, and those are announced as a change of `chefs` (migration 1732100000022).
 * docs/performance.md, "Bookings without a notice".
 */
export class BookingsNotAnnounced1732100000028 implements MigrationInterface {
  name = 'BookingsNotAnnounced1732100000028';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER trg_bookings_announce ON bookings`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TRIGGER trg_bookings_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bookings
      FOR EACH STATEMENT EXECUTE FUNCTION announce_catalogue_change()`);
  }
}
