import { QueryFailedError, type DataSource, type Logger } from 'typeorm';
import { MAX_NAMED_STATEMENTS, preparedQuery, repeatedQuery, statementName } from '../src';
import { isDatabaseUnavailable } from '@chefs/server-core';
import { createTestDatabase, type TestDatabase } from '../src/testing';

/** preparedQuery: a named statement on the DataSource's pool, otherwise what dataSource.query gives. */
describe('preparedQuery', () => {
  let db: TestDatabase;
  let ds: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = db.dataSource;
  });

  afterAll(async () => {
    await db.drop();
  });

  it('answers the rows, as a statement Postgres keeps prepared under its name', async () => {
    const sql = `SELECT name, $1::int + 1 AS next FROM pg_prepared_statements WHERE name = 'prepared-spec-own'`;
    // Asked twice, so the second run may land on a connection that prepared it the first time.
    for (const n of [1, 2]) {
      const rows = await preparedQuery<{ name: string; next: number }>(ds, 'prepared-spec-own', sql, [n]);
      expect(rows).toEqual([{ name: 'prepared-spec-own', next: n + 1 }]);
    }
    // The same rows as the unnamed statement TypeORM sends.
    expect(await ds.query(`SELECT 41 + $1::int AS answer`, [1])).toEqual(
      await preparedQuery(ds, 'prepared-spec-answer', `SELECT 41 + $1::int AS answer`, [1]),
    );
  });

  it("passes the statement to the DataSource's logger, as dataSource.query does", async () => {
    const logger = ds.logger;
    const seen: [string, unknown[] | undefined][] = [];
    const recording = Object.create(logger) as Logger;
    recording.logQuery = (query, parameters) => void seen.push([query, parameters]);
    (ds as { logger: Logger }).logger = recording;
    try {
      await preparedQuery(ds, 'prepared-spec-logged', 'SELECT $1::text AS said', ['hello']);
    } finally {
      (ds as { logger: Logger }).logger = logger;
    }
    expect(seen).toEqual([['SELECT $1::text AS said', ['hello']]]);
  });

  it('fails as a QueryFailedError carrying the driver error (its constraint, its SQLSTATE)', async () => {
    const insert = `INSERT INTO recipes (title, slug, category) VALUES ($1, $2, 'healthy')`;
    await preparedQuery(ds, 'prepared-spec-insert', insert, ['Once', 'prepared-once']);
    const failure = await preparedQuery(ds, 'prepared-spec-insert', insert, ['Twice', 'prepared-once']).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(QueryFailedError);
    const driverError = (failure as QueryFailedError).driverError as unknown as { code: string; constraint: string };
    expect(driverError.code).toBe('23505');
    expect(driverError.constraint).toMatch(/slug/);
    expect(await ds.query(`SELECT title FROM recipes WHERE slug = 'prepared-once'`)).toEqual([{ title: 'Once' }]);
  });

  it('runs a repeated read prepared under a name its text gives, and planned once it is generic', async () => {
    const sql = `SELECT name, generic_plans, custom_plans FROM pg_prepared_statements
                  WHERE statement = current_query() AND $1::int > 0`;
    const runs: { name: string; generic_plans: string; custom_plans: string }[] = [];
    // More runs than the pool has connections, so some connection runs it past Postgres's five custom plans.
    for (let n = 1; n <= 80; n++) runs.push(...(await repeatedQuery<(typeof runs)[number]>(ds, sql, [n])));
    expect(runs).toHaveLength(80);
    expect(new Set(runs.map((r) => r.name))).toEqual(new Set([statementName(sql)]));
    expect(statementName(sql)).toMatch(/^repeated-\d+$/);
    // A statement with a parameter whose plan cannot depend on it: Postgres goes generic.
    expect(Math.max(...runs.map((r) => Number(r.generic_plans)))).toBeGreaterThan(0);
  });

  it('fails as a database outage, which answers 503, when the server drops the connection mid-statement', async () => {
    const sql = `SELECT pg_sleep(30), $1::int AS n /* prepared-spec-killed */`;
    const running = repeatedQuery(ds, sql, [1]).catch((e: unknown) => e);
    const killed = async (): Promise<number> => {
      for (let i = 0; i < 50; i++) {
        const [{ n }] = await ds.query<{ n: number }[]>(
          `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
            WHERE query LIKE '%prepared-spec-killed%' AND pid <> pg_backend_pid() AND query NOT LIKE '%pg_stat_activity%'`,
        );
        if (n > 0) return n;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return 0;
    };
    expect(statementName(sql)).toBeDefined();
    expect(await killed()).toBe(1);
    const failure = await running;
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // The pool replaces the dropped connection: the next read answers.
    expect(await repeatedQuery(ds, 'SELECT $1::int AS after', [2])).toEqual([{ after: 2 }]);
  });

  it('names each text once and stops naming past MAX_NAMED_STATEMENTS, running the rest unnamed', async () => {
    const first = statementName('SELECT 1 AS named_once');
    expect(statementName('SELECT 1 AS named_once')).toBe(first);
    expect(statementName('SELECT 2 AS named_once')).not.toBe(first);
    for (let i = 0; i < MAX_NAMED_STATEMENTS; i++) statementName(`SELECT ${i} AS filling`);
    const late =
      'SELECT $1::int AS late, count(*)::int AS prepared FROM pg_prepared_statements WHERE statement = current_query()';
    expect(statementName(late)).toBeUndefined();
    // Still answered, as an unnamed statement that Postgres does not keep.
    expect(await repeatedQuery(ds, late, [7])).toEqual([{ late: 7, prepared: 0 }]);
    // The texts named before the bound keep their names.
    expect(statementName('SELECT 1 AS named_once')).toBe(first);
  });
});
