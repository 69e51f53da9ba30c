import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One kind of counted row: its table, the counters table, the columns that key a count. */
export interface Counted {
  table: 'chefs' | 'recipes' | 'users' | 'chef_applications' | 'schedule_requests';
  totals: string;
  keys: readonly string[];
}

const CHEFS: Counted = { table: 'chefs', totals: 'chef_totals', keys: ['is_approved', 'is_active'] };
const RECIPES: Counted = { table: 'recipes', totals: 'recipe_totals', keys: ['is_published', 'category'] };

/** The counted columns that hold text; the others are flags. */
const TEXT_KEYS = new Set(['category', 'role', 'status']);

/** Adds `sign` per key for each row of `changes` (a query of the key columns and a sign). */
function applyChanges({ totals, keys }: Counted, changes: string): string {
  const k = keys.join(', ');
  return `
    INSERT INTO ${totals} AS t (${k}, n)
    SELECT ${k}, sum(sign) FROM (${changes}) c GROUP BY ${k} HAVING sum(sign) <> 0 ORDER BY ${k}
    ON CONFLICT (${k}) DO UPDATE SET n = t.n + EXCLUDED.n;`;
}

/**
 * Inserts and deletes are counted once a statement, from its transition tables, so a bulk
 * insert of 20,000 chefs updates each count once. Updates are counted a row at a time, and only
 * when a key column changes: chefs are updated on every booking and review (their own
 * counters, migration 1732100000012), and a statement-level trigger would run for each of them.
 */
export async function keepCounts(q: QueryRunner, counted: Counted): Promise<void> {
  const { table, totals, keys } = counted;
  const k = keys.join(', ');
  await q.query(`
    CREATE TABLE ${totals} (
      ${keys.map((key) => `${key} ${TEXT_KEYS.has(key) ? 'text' : 'boolean'} NOT NULL`).join(',\n      ')},
      n bigint NOT NULL DEFAULT 0,
      CONSTRAINT pk_${totals} PRIMARY KEY (${k})
    )`);
  await q.query(`
    CREATE FUNCTION ${table}_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${applyChanges(counted, `SELECT ${k}, 1 AS sign FROM new_rows`)}
      ELSE
        ${applyChanges(counted, `SELECT ${k}, -1 AS sign FROM old_rows`)}
      END IF;
      RETURN NULL;
    END $$`);
  await q.query(`
    CREATE FUNCTION ${table}_move_totals() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${applyChanges(
        counted,
        `SELECT ${keys.map((key) => `NEW.${key} AS ${key}`).join(', ')}, 1 AS sign
         UNION ALL SELECT ${keys.map((key) => `OLD.${key}`).join(', ')}, -1`,
      )}
      RETURN NULL;
    END $$`);
  await q.query(`CREATE TRIGGER trg_${table}_totals_insert AFTER INSERT ON ${table}
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${table}_keep_totals()`);
  await q.query(`CREATE TRIGGER trg_${table}_totals_delete AFTER DELETE ON ${table}
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${table}_keep_totals()`);
  await q.query(`CREATE TRIGGER trg_${table}_totals_update AFTER UPDATE OF ${k} ON ${table} FOR EACH ROW
    WHEN (${keys.map((key) => `OLD.${key} IS DISTINCT FROM NEW.${key}`).join(' OR ')})
    EXECUTE FUNCTION ${table}_move_totals()`);
  await q.query(`INSERT INTO ${totals} (${k}, n) SELECT ${k}, count(*) FROM ${table} GROUP BY ${k}`);
}

export async function dropCounts(q: QueryRunner, { table, totals }: Counted): Promise<void> {
  for (const event of ['insert', 'delete', 'update']) {
    await q.query(`DROP TRIGGER trg_${table}_totals_${event} ON ${table}`);
  }
  await q.query(`DROP FUNCTION ${table}_move_totals()`);
  await q.query(`DROP FUNCTION ${table}_keep_totals()`);
  await q.query(`DROP TABLE ${totals}`);
}

/**
 * The catalogue's counts, kept by the database in the same transaction as each change, as
 * booking_totals keeps the bookings' (migration 1732100000012): chefs per approval and
 * activity, recipes per publication and category. The signed-in home's and the admin
 * overview's counts read a handful of rows instead of counting 20,000 chefs per request.
 */
export class CatalogueTotals1732100000016 implements MigrationInterface {
  name = 'CatalogueTotals1732100000016';

  async up(q: QueryRunner): Promise<void> {
    await keepCounts(q, CHEFS);
    await keepCounts(q, RECIPES);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropCounts(q, RECIPES);
    await dropCounts(q, CHEFS);
  }
}
