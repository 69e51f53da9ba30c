import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { repeatedQuery } from '@chefs/db';

/** Up to this many rows an admin table's total is counted exactly. */
export const EXACT_TOTAL_LIMIT = 10_000;

export interface PageTotal {
  total: number;
  /** True when the table holds more than EXACT_TOTAL_LIMIT rows and `total` is Postgres' estimate. */
  totalIsEstimate: boolean;
}

/**
 * An exact total from a table of counters the database keeps in the same transaction as each
 * change (booking_totals, chef_totals, recipe_totals, user_totals, application_totals,
 * schedule_request_totals): `sum` is the query of their sum, `n`, over the counter rows its
 * filter picks, a few rows however big the table they count.
 */
export async function counterTotal(dataSource: DataSource, sum: string, params: unknown[]): Promise<PageTotal> {
  const [{ n }] = await repeatedQuery<{ n: string }>(dataSource, sum, params);
  return { total: Number(n), totalIsEstimate: false };
}

/**
 * The number of rows a filtered admin query matches, with the same bound: `rows` is the query
 * without its page (SELECT 1 FROM … WHERE filters), counted up to EXACT_TOTAL_LIMIT + 1 rows.
 * Filters by equality keep the list's ORDER BY, so the count reads the first rows of the
 * index the page reads (without it, a status held by most rows is counted by a sequential scan);
 * a text search drops it and counts on its trigram index. Past the bound, the planner's estimate
 * of its rows (from the table's statistics, as EXPLAIN reports it), so a filter matching half a
 * million bookings costs no more than one matching a hundred. It counts first: most filters
 * match few rows, and asking the planner first cost each of them an EXPLAIN, 0.1 to 0.14 of
 * their rate in bench:scale.
 */
export async function filteredTotal(
  dataSource: DataSource,
  rows: SelectQueryBuilder<ObjectLiteral>,
): Promise<PageTotal> {
  const [sql, params] = rows.getQueryAndParameters();
  const [{ n }] = await repeatedQuery<{ n: number }>(
    dataSource,
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
