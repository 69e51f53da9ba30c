import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Bookings that count toward a chef's total bookings (chef-stats.ts says the same). */
const COUNTED = `('confirmed', 'completed')`;

/**
 * The statements that apply one change set of bookings to the counters. `changes` is a
 * query of (chef_id, status, payment_status, total_amount_cents, sign): +1 for a row as it
 * is now, -1 for a row as it was. Rows are locked in key order, so two writers never wait
 * on each other in a circle.
 */
export function bookingCounterStatements(changes: string, shard?: string, onlyWhenMoved = false): string {
  // With `shard` (migration 1732100000019), each status and payment status is spread over rows.
  const shardColumn = shard ? ', shard' : '';
  const chefTotals = `
    WITH d AS (
      SELECT chef_id, sum(sign) AS n FROM (${changes}) c WHERE status IN ${COUNTED} GROUP BY chef_id
    ), locked AS (
      SELECT ch.id, d.n FROM chefs ch JOIN d ON d.chef_id = ch.id WHERE d.n <> 0 ORDER BY ch.id FOR NO KEY UPDATE OF ch
    )
    UPDATE chefs SET total_bookings = chefs.total_bookings + locked.n FROM locked WHERE chefs.id = locked.id;`;
  // With `onlyWhenMoved` (migration 1732100000022), chefs is updated only when a chef's total
  // moves: an UPDATE of no rows still fires the statement triggers of chefs, its change notice among them.
  return `
    WITH d AS (
      SELECT status, payment_status, sum(sign) AS n, sum(sign * total_amount_cents::bigint) AS cents
        FROM (${changes}) c GROUP BY status, payment_status
    )
    INSERT INTO booking_totals AS t (status, payment_status${shardColumn}, bookings, amount_cents)
    SELECT status, payment_status${shard ? `, ${shard}` : ''}, n, cents FROM d WHERE n <> 0 OR cents <> 0 ORDER BY status, payment_status
    ON CONFLICT (status, payment_status${shardColumn}) DO UPDATE
      SET bookings = t.bookings + EXCLUDED.bookings, amount_cents = t.amount_cents + EXCLUDED.amount_cents;
${
  onlyWhenMoved
    ? `
    IF EXISTS (SELECT 1 FROM (${changes}) c WHERE status IN ${COUNTED} GROUP BY chef_id HAVING sum(sign) <> 0) THEN${chefTotals}
    END IF;`
    : chefTotals
}`;
}

function reviewCounterStatements(changes: string): string {
  return `
    WITH d AS (
      SELECT chef_id, sum(sign) AS n, sum(sign * rating) AS total FROM (${changes}) c GROUP BY chef_id
    ), locked AS (
      SELECT ch.id, d.n, d.total FROM chefs ch JOIN d ON d.chef_id = ch.id
       WHERE d.n <> 0 OR d.total <> 0 ORDER BY ch.id FOR NO KEY UPDATE OF ch
    )
    UPDATE chefs SET review_count = chefs.review_count + locked.n, rating_total = chefs.rating_total + locked.total
      FROM locked WHERE chefs.id = locked.id;`;
}

export const BOOKING_COLUMNS = 'chef_id, status, payment_status, total_amount_cents';
const REVIEW_COLUMNS = 'chef_id, rating';

/** A statement-level trigger function with one branch per event, each reading its transition tables. */
export function counterFunction(
  name: string,
  columns: string,
  statements: (changes: string) => string,
  create = 'CREATE',
): string {
  const now = `SELECT ${columns}, 1 AS sign FROM new_rows`;
  const before = `SELECT ${columns}, -1 AS sign FROM old_rows`;
  return `
    ${create} FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${statements(now)}
      ELSIF TG_OP = 'DELETE' THEN
        ${statements(before)}
      ELSE
        ${statements(`${now} UNION ALL ${before}`)}
      END IF;
      RETURN NULL;
    END $$`;
}

/**
 * Figures that grow with the marketplace, kept up to date in the same transaction as the
 * change that moves them, so no request counts or sums every booking or review:
 * - a chef's review count and rating total (the rating is their ratio, 5.0 while there are
 *   none; `rating_rank` is that rating as a stored column the chef lists sort by), and the
 *   chef's total bookings (confirmed or completed);
 * - booking_totals: how many bookings, and how many cents, per status and payment status
 *   (the admin overview's revenue, paid, pending and total counts).
 * Statement-level triggers with transition tables: one bulk INSERT of a million bookings
 * updates each counter once. Existing rows are counted when the migration runs.
 */
export class CountersKeptByTriggers1732100000012 implements MigrationInterface {
  name = 'CountersKeptByTriggers1732100000012';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE chefs
        ADD COLUMN review_count   integer NOT NULL DEFAULT 0,
        ADD COLUMN rating_total   integer NOT NULL DEFAULT 0,
        ADD COLUMN total_bookings integer NOT NULL DEFAULT 0,
        ADD COLUMN rating_rank    numeric GENERATED ALWAYS AS
          (CASE WHEN review_count > 0 THEN rating_total::numeric / review_count ELSE 5 END) STORED,
        ADD CONSTRAINT ck_chefs_counters CHECK (review_count >= 0 AND rating_total >= 0 AND total_bookings >= 0)`);
    await q.query(`
      CREATE TABLE booking_totals (
        status         text NOT NULL,
        payment_status text NOT NULL,
        bookings       bigint NOT NULL DEFAULT 0,
        amount_cents   bigint NOT NULL DEFAULT 0,
        CONSTRAINT pk_booking_totals PRIMARY KEY (status, payment_status)
      )`);
    await q.query(counterFunction('bookings_keep_counters', BOOKING_COLUMNS, bookingCounterStatements));
    await q.query(counterFunction('reviews_keep_counters', REVIEW_COLUMNS, reviewCounterStatements));
    for (const [table, fn] of [
      ['bookings', 'bookings_keep_counters'],
      ['reviews', 'reviews_keep_counters'],
    ] as const) {
      await q.query(`CREATE TRIGGER trg_${table}_counters_insert AFTER INSERT ON ${table}
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`);
      await q.query(`CREATE TRIGGER trg_${table}_counters_update AFTER UPDATE ON ${table}
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`);
      await q.query(`CREATE TRIGGER trg_${table}_counters_delete AFTER DELETE ON ${table}
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`);
    }
    await q.query(`
      INSERT INTO booking_totals (status, payment_status, bookings, amount_cents)
      SELECT status, payment_status, count(*), coalesce(sum(total_amount_cents), 0)
        FROM bookings GROUP BY status, payment_status`);
    await q.query(`
      UPDATE chefs SET review_count = r.n, rating_total = r.total
        FROM (SELECT chef_id, count(*) AS n, sum(rating) AS total FROM reviews GROUP BY chef_id) r
       WHERE r.chef_id = chefs.id`);
    await q.query(`
      UPDATE chefs SET total_bookings = b.n
        FROM (SELECT chef_id, count(*) AS n FROM bookings WHERE status IN ${COUNTED} GROUP BY chef_id) b
       WHERE b.chef_id = chefs.id`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['reviews', 'bookings']) {
      for (const event of ['insert', 'update', 'delete']) {
        await q.query(`DROP TRIGGER trg_${table}_counters_${event} ON ${table}`);
      }
    }
    await q.query(`DROP FUNCTION reviews_keep_counters()`);
    await q.query(`DROP FUNCTION bookings_keep_counters()`);
    await q.query(`DROP TABLE booking_totals`);
    await q.query(`
      ALTER TABLE chefs
        DROP CONSTRAINT ck_chefs_counters,
        DROP COLUMN rating_rank,
        DROP COLUMN total_bookings,
        DROP COLUMN rating_total,
        DROP COLUMN review_count`);
  }
}
