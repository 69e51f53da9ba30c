import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@chefs/db';
import { createTestDatabase, type TestDatabase } from '@chefs/db/testing';
import { withPrepared, type CapturedQuery } from '../src';

/**
 * withPrepared, which the plan checks (fullScans' generic plans, replannedQueries) run on. On a
 * pool of one connection, so what it leaves behind on its connection is what the next caller gets.
 */
describe('withPrepared', () => {
  let db: TestDatabase;
  let one: DataSource;
  const run = (runner: { query: (sql: string) => Promise<unknown> }, execute: string) => runner.query(execute);
  const leftBehind = async () => ({
    prepared: (await one.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM pg_prepared_statements`))[0].n,
    planCacheMode: (await one.query<{ plan_cache_mode: string }[]>(`SHOW plan_cache_mode`))[0].plan_cache_mode,
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    const options = dataSourceOptions(db.url);
    one = await new DataSource({ ...options, extra: { ...options.extra, max: 1 } }).initialize();
  });

  afterAll(async () => {
    await one?.destroy();
    await db?.drop();
  });

  it('runs the EXECUTE of the statement with its parameters as literals, then deallocates it', async () => {
    const q: CapturedQuery = {
      sql: `SELECT $1::int + 1 AS next, $2::text AS said`,
      parameters: [41, "it's"],
      prepared: true,
    };
    await expect(withPrepared(one, q, 'spec_check', run)).resolves.toEqual([{ next: 42, said: "it's" }]);
    expect(await leftBehind()).toEqual({ prepared: 0, planCacheMode: 'auto' });
  });

  it('ends its SET LOCAL with its transaction', async () => {
    const q: CapturedQuery = {
      sql: `SELECT current_setting('plan_cache_mode') AS mode, $1::int AS n`,
      parameters: [1],
    };
    await expect(
      withPrepared(one, q, 'spec_check', run, 'SET LOCAL plan_cache_mode = force_generic_plan'),
    ).resolves.toEqual([{ mode: 'force_generic_plan', n: 1 }]);
    expect(await leftBehind()).toEqual({ prepared: 0, planCacheMode: 'auto' });
  });

  it("fails with the statement's own error when it fails inside the transaction, and leaves the connection clean", async () => {
    // Forced generic, 1 / $1 is not folded while planning: it fails when it runs.
    const q: CapturedQuery = { sql: `SELECT 1 / $1::int AS quotient`, parameters: [0] };
    const setup = 'SET LOCAL plan_cache_mode = force_generic_plan';
    // Not "current transaction is aborted": the transaction is rolled back before the DEALLOCATE.
    await expect(withPrepared(one, q, 'spec_check', run, setup)).rejects.toThrow('division by zero');
    expect(await leftBehind()).toEqual({ prepared: 0, planCacheMode: 'auto' });
    // The name is free again on the same connection.
    await expect(withPrepared(one, { ...q, parameters: [2] }, 'spec_check', run, setup)).resolves.toEqual([
      { quotient: 0 },
    ]);
  });
});
