import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** Up to this many rows an admin table's total is counted exactly. */
export const EXACT_TOTAL_LIMIT = 10_000;
/**
 * Past this many rows by the planner's estimate the count is not even tried: it would stop at
 * EXACT_TOTAL_LIMIT + 1 and answer the estimate anyway, after reading 10,001 index entries
 * (3-5 ms a request at metro size). The margin covers statistics that lag behind the table.
 */
const SURELY_PAST_LIMIT = EXACT_TOTAL_LIMIT * 1.5;

export interface PageTotal {
  total: number;
  /** True when the table holds more than EXACT_TOTAL_LIMIT rows and `total` is Postgres' estimate. */
  totalIsEstimate: boolean;
}

/**
 * The number of rows of an unfiltered admin table, without counting a big table row by row:
 * the planner's own estimate of the table's rows (pg_class.reltuples, kept by autovacuum and
 * ANALYZE) when it is far past EXACT_TOTAL_LIMIT, else an index-ordered count that stops after
 * EXACT_TOTAL_LIMIT + 1 rows (bounded work whatever the size), the estimate past that. `order` names the columns of an index on `table`, so the
 * bounded count is an index-only scan. Measured on 50,000 users and 20,000 chefs: the exact
 * count took 8-15 ms and grows with the table; this takes under 2 ms at any size.
 */
export async function pageTotal(dataSource: DataSource, table: string, order: string): Promise<PageTotal> {
  const [{ estimate }] = await dataSource.query<{ estimate: number }[]>(
    `SELECT greatest(reltuples, 0)::bigint::int AS estimate FROM pg_class WHERE oid = $1::regclass`,
    [table],
  );
  if (estimate > SURELY_PAST_LIMIT) return { total: estimate, totalIsEstimate: true };
  const [{ n }] = await dataSource.query<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} ORDER BY ${order} LIMIT ${EXACT_TOTAL_LIMIT + 1}) s`,
  );
  if (n <= EXACT_TOTAL_LIMIT) return { total: n, totalIsEstimate: false };
  return { total: Math.max(estimate, n), totalIsEstimate: true };
}

/**
 * An exact total from a table of counters the database keeps in the same transaction as each
 * change (booking_totals, chef_totals, recipe_totals): `sum` is the query of their sum, `n`,
 * over the counter rows its filter picks, a few rows however big the table they count.
 */
export async function counterTotal(dataSource: DataSource, sum: string, params: unknown[]): Promise<PageTotal> {
  const [{ n }] = await dataSource.query<{ n: string }[]>(sum, params);
  return { total: Number(n), totalIsEstimate: false };
}

/**
 * The number of rows a filtered admin query matches, with the same bound: `rows` is the query
 * without its page (SELECT 1 FROM … WHERE filters), counted up to EXACT_TOTAL_LIMIT + 1 rows.
 * Filters by equality keep the list's ORDER BY, so the count reads the first rows of the
 * index the page reads (without it, a status held by most rows is counted by a sequential scan);
 * a text search drops it and counts on its trigram index. Past the bound, the planner's estimate
 * of its rows (from the table's statistics, as EXPLAIN reports it), so a filter matching half a
 * million bookings costs no more than one matching a hundred. (Unlike pageTotal it counts first:
 * most filters match few rows, and asking the planner first cost each of them an EXPLAIN, 0.1 to
 * 0.14 of their rate in bench:scale.)
 */
export async function filteredTotal(
  dataSource: DataSource,
  rows: SelectQueryBuilder<ObjectLiteral>,
): Promise<PageTotal> {
  const [sql, params] = rows.getQueryAndParameters();
  const [{ n }] = await dataSource.query<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM (${sql} LIMIT ${EXACT_TOTAL_LIMIT + 1}) s`,
    params,
  );
  if (n <= EXACT_TOTAL_LIMIT) return { total: n, totalIsEstimate: false };
  const [row] = await dataSource.query<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }[]>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    params,
  );
  return { total: Math.max(Math.round(row['QUERY PLAN'][0].Plan['Plan Rows']), n), totalIsEstimate: true };
}
