import type { DataSource, QueryRunner } from 'typeorm';

/** Tables whose writes are not the route's: express-session's store touches a session on any request. */
const NOT_APP_TABLES = ['sessions', 'migrations', 'typeorm_metadata'];

/**
 * A function answering a fingerprint of every app table: its row count and the newest
 * transaction that wrote one of its rows (max xmin), so any insert, update or delete
 * changes it. One query over the small tables of a test database.
 */
export async function writeFingerprint(dataSource: DataSource): Promise<() => Promise<string>> {
  const tables = await dataSource.query<{ name: string }[]>(
    `SELECT quote_ident(table_name) AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND NOT (table_name = ANY($1))
      ORDER BY table_name`,
    [NOT_APP_TABLES],
  );
  if (tables.length === 0) throw new Error('writeFingerprint: the database has no tables');
  const sql = `SELECT concat_ws(' ', ${tables
    .map(({ name }) => `(SELECT '${name}=' || count(*) || '/' || coalesce(max(xmin::text::bigint), 0) FROM ${name})`)
    .join(', ')}) AS fingerprint`;
  return async () => {
    const [row] = await dataSource.query<{ fingerprint: string }[]>(sql);
    return row.fingerprint;
  };
}

/** The tables whose part of two fingerprints differs. */
export function changedTables(before: string, after: string): string[] {
  const parts = (f: string) => new Map(f.split(' ').map((p) => p.split('=') as [string, string]));
  const a = parts(before);
  return [...parts(after)].filter(([table, v]) => a.get(table) !== v).map(([table]) => table);
}

/** A statement that may change rows (an INSERT, UPDATE or DELETE, also inside a WITH), other than the session store's. */
const WRITE = /^\s*(WITH\b[\s\S]*\b)?(INSERT|UPDATE|DELETE|MERGE|TRUNCATE)\b/i;

/**
 * Counts the statements that may write which run through `dataSource`'s driver (every query
 * of the app's repositories and query builders), until the answer's stop() is called: the
 * fuzzer takes a fingerprint only after a request that sent one, which keeps it fast.
 */
export function countWrites(dataSource: DataSource): { count(): number; stop(): void } {
  let writes = 0;
  const runner = dataSource.createQueryRunner();
  const proto = Object.getPrototypeOf(runner) as QueryRunner;
  void runner.release();
  const original = proto.query;
  proto.query = function (this: QueryRunner, ...args: Parameters<typeof original>) {
    if (WRITE.test(args[0]) && !/\bsessions\b/i.test(args[0])) writes += 1;
    return original.apply(this, args);
  } as typeof original;
  return {
    count: () => writes,
    stop: () => {
      proto.query = original;
    },
  };
}
