import type { Pool, QueryResultRow } from 'pg';
import { QueryFailedError, type DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/**
 * Runs one of the hot paths' statements as a named prepared statement of node-postgres: Postgres
 * parses and plans it once per pooled connection, then only binds and executes it. TypeORM's
 * `query` sends every statement unnamed, so each one is parsed and planned again; for a booking
 * that was over half of Postgres's time on its three statements (docs/performance.md, "Where a
 * booking's time goes"). TypeORM has no named statements, so this goes to its pool directly and
 * keeps the rest of what `dataSource.query` gives: the statement reaches the DataSource's logger
 * (so tests still count it), and a failed statement is the same QueryFailedError.
 *
 * `name` must stand for one `sql` text for the life of the process (node-postgres refuses the
 * same name with another text on a connection); without one the statement is sent unnamed.
 * Behind a pooler in transaction mode, PgBouncer needs `max_prepared_statements` (1.21 and
 * newer) for this (docs/scale.md).
 */
export async function preparedQuery<T extends QueryResultRow>(
  dataSource: DataSource,
  name: string | undefined,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  dataSource.logger.logQuery(sql, params);
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  try {
    const { rows } = await pool.query<T>({ name, text: sql, values: params });
    return rows;
  } catch (error) {
    throw new QueryFailedError(sql, params, error as Error);
  }
}

/**
 * How many statement texts one process names (repeatedQuery). Each named text is a statement
 * Postgres keeps, with its plan, on every pooled connection that ran it; the bound keeps that
 * memory bounded whatever texts the lists are asked for (filters, sorts and page sizes combine
 * into a few dozen in use). Past it, a new text runs unnamed, as TypeORM sends it.
 */
export const MAX_NAMED_STATEMENTS = 64;

/**
 * The bound in force, MAX_NAMED_STATEMENTS unless a test raises it: the query-plan specs read
 * more combinations of filters and orders than the bound names, and check each named one's
 * generic plan (fullScans in @chefs/testing), so they name them all.
 */
export const namedStatements = { max: MAX_NAMED_STATEMENTS };

const namedTexts = new Map<string, string>();

/**
 * The name this process prepares `sql` under, the same for the same text for the life of the
 * process (node-postgres's rule), or undefined once `namedStatements.max` texts are named.
 */
export function statementName(sql: string): string | undefined {
  let name = namedTexts.get(sql);
  if (name === undefined && namedTexts.size < namedStatements.max) {
    name = `repeated-${namedTexts.size + 1}`;
    namedTexts.set(sql, name);
  }
  return name;
}

/**
 * A read whose text repeats (a list's page, its total) as a named prepared statement, named by
 * its text (statementName): Postgres parses it once per connection and, once five runs show a
 * generic plan costs no more than planning for the values (plan_cache_mode auto), stops
 * planning it. An admin page of bookings was planned on every request, 0.25 to 0.44 ms of its
 * 1.4 to 2.1 ms of Postgres's CPU; prepared, the page's statement ran twice as many times a
 * second in pgbench (docs/performance.md, "Lists as prepared statements"). The text must carry
 * no value a request chose beyond those bounded by the code (a page size, a page's offset):
 * values go in `params`.
 */
export function repeatedQuery<T extends QueryResultRow>(
  dataSource: DataSource,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  return preparedQuery<T>(dataSource, statementName(sql), sql, params);
}
