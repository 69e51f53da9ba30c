import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** Up to this many rows an admin table's total is counted exactly. */
export const EXACT_TOTAL_LIMIT = 10_000;

export interface PageTotal {
  total: number;
  /** True when the table holds more than EXACT_TOTAL_LIMIT rows and `total` is Postgres' estimate. */
  totalIsEstimate: boolean;
}

/**
 * An admin table's total as SQL, which the page's own statement reads beside its rows
 * (`totalColumn` in keysetPage and jsonPage): one statement a page instead of two. As a statement
 * of its own, sent beside the page's, the total cost admin-bff a second query (a pooled connection,
 * a send and a receive) and Postgres a second execution: in one, six admin tables served 1.28
 * times the requests a second on the demo data (docs/performance.md, "A page and its total in one
 * statement").
 */
export interface TotalQuery {
  /** A query of one row and one column: the total, or (`rows`) the rows counted up to EXACT_TOTAL_LIMIT + 1. */
  sql: string;
  params: unknown[];
  /** For a count: the counted rows' query, whose estimate EXPLAIN gives when the count passes the bound. */
  rows?: readonly [string, unknown[]];
}

/**
 * An exact total from a table of counters the database keeps in the same transaction as each
 * change (booking_totals, chef_totals, recipe_totals, user_totals, application_totals,
 * schedule_request_totals): `sum` is the query of their sum over the counter rows its filter
 * picks, a few rows however big the table they count.
 */
export function counterTotal(sum: string, params: unknown[]): TotalQuery {
  return { sql: sum, params };
}

/**
 * The number of rows a filtered admin query matches, with the same bound: `rows` is the query
 * without its page (SELECT 1 FROM … WHERE filters), counted up to EXACT_TOTAL_LIMIT + 1 rows.
 * Filters by equality keep the list's ORDER BY, so the count reads the first rows of the
 * index the page reads (without it, a status held by most rows is counted by a sequential scan);
 * a text search drops it and counts on its trigram index. Past the bound, the planner's estimate
 * of its rows (pageTotal), so a filter matching half a million bookings costs no more than one
 * matching a hundred. It counts first: most filters match few rows, and asking the planner first
 * cost each of them an EXPLAIN, 0.1 to 0.14 of their rate in bench:scale.
 */
export function filteredTotal(rows: SelectQueryBuilder<ObjectLiteral>): TotalQuery {
  const [sql, params] = rows.getQueryAndParameters();
  return { sql: `SELECT count(*) FROM (${sql} LIMIT ${EXACT_TOTAL_LIMIT + 1}) s`, params, rows: [sql, params] };
}

/**
 * `total` as a column of a statement whose own parameters are `values`: its parameters are added
 * after them and its `$1`, `$2`… renumbered to match (the SQL TypeORM and the services write holds
 * no `$` but its parameters'). The column is the total as text.
 */
export function totalColumn(total: TotalQuery, values: unknown[]): string {
  const by = values.length;
  values.push(...total.params);
  return `(${total.sql.replace(/\$(\d+)/g, (_, i: string) => `$${Number(i) + by}`)})::text`;
}

/** The page's total from what its statement read (`n`, totalColumn's text): past the bound of a count, Postgres' estimate. */
export async function pageTotal(dataSource: DataSource, total: TotalQuery, n: string): Promise<PageTotal> {
  const counted = Number(n);
  if (!total.rows || counted <= EXACT_TOTAL_LIMIT) return { total: counted, totalIsEstimate: false };
  const [sql, params] = total.rows;
  const [row] = await dataSource.query<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }[]>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    params,
  );
  return { total: Math.max(Math.round(row['QUERY PLAN'][0].Plan['Plan Rows']), counted), totalIsEstimate: true };
}
