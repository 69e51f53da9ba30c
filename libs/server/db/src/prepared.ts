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
 * same name with another text on a connection). Behind a pooler in transaction mode, PgBouncer
 * needs `max_prepared_statements` (1.21 and newer) for this (docs/scale.md).
 */
export async function preparedQuery<T extends QueryResultRow>(
  dataSource: DataSource,
  name: string,
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
