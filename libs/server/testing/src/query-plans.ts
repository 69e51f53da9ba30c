import type request from 'supertest';
import type { DataSource, QueryRunner } from 'typeorm';
import { Client, escapeLiteral, type QueryConfig } from 'pg';
import { MAX_NAMED_STATEMENTS, namedStatements } from '@chefs/db';
import { growToScale } from '@chefs/db/demo';
import type { BffTestApp } from './bff-test-app';

/** One SELECT a service ran: its SQL and parameters, as sent to Postgres. */
export interface CapturedQuery {
  sql: string;
  parameters: unknown[];
  /**
   * Sent as a named prepared statement (preparedQuery, repeatedQuery): Postgres may run it on a
   * generic plan, made without the parameters' values, which fullScans checks as well.
   */
  prepared?: boolean;
}

/** The tables whose full scans issue 12 forbids on a list or search. */
export const GROWING_TABLES = [
  'bookings',
  'chefs',
  'reviews',
  'recipes',
  'users',
  'chef_applications',
  'schedule_requests',
] as const;

/**
 * Every SELECT sent to Postgres while `work` runs (the services' own queries, whatever builds
 * them: TypeORM's and the prepared ones of @chefs/db), for EXPLAIN afterwards. Read where both
 * pass, node-postgres's Client#query, for every client of the process (the app under test has
 * its own DataSource and pool beside the test's).
 */
export async function captureQueries(work: () => Promise<void>): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const proto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: Client, ...args: unknown[]) {
    const [first, second] = args;
    const config: QueryConfig =
      typeof first === 'string'
        ? { text: first, values: Array.isArray(second) ? second : undefined }
        : (first as QueryConfig);
    const sql = config.text;
    if (/^\s*(WITH|SELECT)\b/i.test(sql) && !/\bsessions\b|pg_catalog|current_schema\(\)|version\(\)/i.test(sql)) {
      captured.push({
        sql,
        parameters: (config.values as unknown[] | undefined) ?? [],
        prepared: config.name !== undefined,
      });
    }
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    proto.query = original;
  }
  return captured;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The (relation, node type, index) of every scan in a plan. */
function scans(node: PlanNode): { relation: string; type: string; index?: string }[] {
  const own = node['Relation Name']
    ? [{ relation: node['Relation Name'], type: node['Node Type'], index: node['Index Name'] }]
    : [];
  return [...own, ...(node.Plans ?? []).flatMap(scans)];
}

/** A query whose plan reads one of the growing tables from end to end, with the scans that do. */
export interface FullScan {
  sql: string;
  seqScans: string[];
}

/** A parameter as a SQL literal in the text node-postgres sends it as (EXECUTE takes no bound parameters). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return escapeLiteral(String(value));
  }
  // An array as Postgres reads one in text, each element quoted: {"pending","under_review"}.
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    return escapeLiteral(`{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  }
  throw new Error(`a plan check has no literal for ${JSON.stringify(value)}`);
}

/**
 * Runs `run` on a connection of its own with `q` prepared as the statement `name` (and `setup`
 * run first, in a transaction when given, rolled back after, so a SET LOCAL ends with it); `run`
 * gets the EXECUTE of it with the query's parameters as literals. The statement is deallocated
 * after, whatever happens: a prepared statement outlives its transaction, and the connection goes
 * back to the pool.
 */
export async function withPrepared<T>(
  dataSource: DataSource,
  q: CapturedQuery,
  name: string,
  run: (runner: QueryRunner, execute: string) => Promise<T>,
  setup?: string,
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  try {
    if (setup) {
      await runner.startTransaction();
      await runner.query(setup);
    }
    await runner.query(`PREPARE ${name} AS ${q.sql}`);
    try {
      return await run(runner, `EXECUTE ${name}(${q.parameters.map(literal).join(', ')})`);
    } finally {
      // Rolled back first: a failed statement leaves the transaction refusing all but its end.
      if (setup) await runner.rollbackTransaction();
      await runner.query(`DEALLOCATE ${name}`);
    }
  } finally {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    await runner.release();
  }
}

/**
 * The plan of a prepared query as Postgres runs it once it goes generic: prepared, then explained
 * with plan_cache_mode forced to the generic plan (EXPLAIN (GENERIC_PLAN) is Postgres 16's).
 */
function genericPlan(dataSource: DataSource, q: CapturedQuery): Promise<PlanNode> {
  return withPrepared(
    dataSource,
    q,
    'plan_check',
    async (runner, execute) => {
      const [row] = (await runner.query(`EXPLAIN (FORMAT JSON) ${execute}`)) as {
        'QUERY PLAN': { Plan: PlanNode }[];
      }[];
      return row['QUERY PLAN'][0].Plan;
    },
    'SET LOCAL plan_cache_mode = force_generic_plan',
  );
}

/**
 * EXPLAINs each query (with its parameters) and names those with a sequential scan of a growing
 * table; a prepared query with parameters is checked on its generic plan too.
 */
export async function fullScans(
  dataSource: DataSource,
  queries: readonly CapturedQuery[],
  tables: readonly string[] = GROWING_TABLES,
): Promise<FullScan[]> {
  const found: FullScan[] = [];
  const seqScans = (plan: PlanNode) =>
    scans(plan)
      .filter((s) => s.type === 'Seq Scan' && tables.includes(s.relation))
      .map((s) => s.relation);
  for (const q of queries) {
    const [row] = await dataSource.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }[]>(
      `EXPLAIN (FORMAT JSON) ${q.sql}`,
      q.parameters,
    );
    const sql = q.sql.replace(/\s+/g, ' ').trim();
    const seq = seqScans(row['QUERY PLAN'][0].Plan);
    if (seq.length) found.push({ sql, seqScans: seq });
    if (q.prepared && q.parameters.length) {
      const generic = seqScans(await genericPlan(dataSource, q));
      if (generic.length) found.push({ sql: `generic plan: ${sql}`, seqScans: generic });
    }
  }
  return found;
}

/**
 * The prepared queries with parameters that Postgres would plan afresh on every run. Under
 * plan_cache_mode auto it plans a prepared statement for its values five times, then keeps one
 * plan made without them, unless that plan's estimate is dearer than theirs: a LIMIT or a filter
 * whose value it cannot see can price the kept plan far above the planned ones (a LIMIT of unknown
 * size counts as a tenth of the rows), and then every run pays the planning again. Each query is
 * prepared and run six times with its parameters; one that still has no kept plan is named.
 * Values that are the code's own belong in the text (docs/performance.md, "Constants in the text").
 */
export async function replannedQueries(dataSource: DataSource, queries: readonly CapturedQuery[]): Promise<string[]> {
  const found: string[] = [];
  const seen = new Set<string>();
  for (const q of queries) {
    if (!q.prepared || !q.parameters.length || seen.has(q.sql)) continue;
    seen.add(q.sql);
    const generic = await withPrepared(dataSource, q, 'replan_check', async (runner, execute) => {
      for (let i = 0; i < 6; i++) await runner.query(execute);
      const [row] = (await runner.query(
        `SELECT generic_plans AS generic FROM pg_prepared_statements WHERE name = 'replan_check'`,
      )) as { generic: string }[];
      return Number(row.generic);
    });
    if (generic === 0) found.push(q.sql.replace(/\s+/g, ' ').trim());
  }
  return found;
}

/**
 * VACUUM (ANALYZE) until every page of the growing tables is marked all-visible, after generating
 * data for a query-plan test. The generator ends with a VACUUM, but on a busy shared server a
 * transaction open at that moment (the app's own pool, another test) keeps the new rows from being
 * marked, and then the planner prices an index-only count above a sequential scan: plans would
 * change from run to run. In production autovacuum marks them after the fact.
 */
export async function settleForPlans(dataSource: DataSource): Promise<void> {
  const tables = GROWING_TABLES.join(', ');
  const names = GROWING_TABLES.map((t) => `'${t}'`).join(', ');
  for (let attempt = 0; attempt < 10; attempt++) {
    await dataSource.query(`VACUUM (ANALYZE) ${tables}`);
    const [{ behind }] = await dataSource.query<{ behind: number }[]>(
      `SELECT count(*)::int AS behind FROM pg_class WHERE relname IN (${names}) AND relallvisible < relpages`,
    );
    if (behind === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The growing tables were never all-visible after VACUUM: a transaction stays open.');
}

/**
 * The marketplace the query-plan specs run on: chefs and recipes at metro size, people, bookings,
 * applications and schedule requests at a twentieth of it or so.
 */
export const PLAN_TEST_SCALE = {
  customers: 3_000,
  chefs: 20_000,
  recipes: 5_000,
  bookings: 60_000,
  reviews: 20_000,
  applications: 3_000,
  scheduleRequests: 10_000,
};

/** Generates PLAN_TEST_SCALE rows and settles them (settleForPlans), so plans do not change from run to run. */
export async function growForPlans(dataSource: DataSource): Promise<void> {
  await growToScale(dataSource, PLAN_TEST_SCALE);
  await settleForPlans(dataSource);
}

/**
 * The SELECTs the app sends while `cookie` reads `urls` (each must answer 200). A url in `paged` is a
 * list with a next page: its first page and the page its nextCursor names are both read.
 */
export async function captureReads(
  http: ReturnType<typeof request>,
  cookie: string,
  urls: { paged?: readonly string[]; single?: readonly string[] },
): Promise<CapturedQuery[]> {
  const get = async (url: string): Promise<unknown> => {
    const res = await http.get(url).set('Cookie', cookie);
    if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}, not 200`);
    return res.body;
  };
  return captureQueries(async () => {
    for (const url of urls.paged ?? []) {
      const { nextCursor } = (await get(url)) as { nextCursor: string | null };
      if (!nextCursor) throw new Error(`GET ${url} has no next page to read`);
      await get(`${url}${url.includes('?') ? '&' : '?'}cursor=${nextCursor}`);
    }
    for (const url of urls.single ?? []) await get(url);
  });
}

/**
 * The describe block of a query-plans spec: the app starts once, on data grown to PLAN_TEST_SCALE
 * (growForPlans), and closes after. `tests` declares the tests, which read the app through `app()`.
 */
export function describeAtPlanScale<T extends Pick<BffTestApp, 'db' | 'close'>>(
  title: string,
  start: () => Promise<T>,
  tests: (app: () => T) => void,
): void {
  describe(title, () => {
    let t: T | undefined;

    beforeAll(async () => {
      // Every list text named, however many the spec reads, so fullScans sees each one's generic plan.
      namedStatements.max = Number.MAX_SAFE_INTEGER;
      t = await start();
      await growForPlans(t.db.dataSource);
    }, 180_000);

    afterAll(async () => {
      namedStatements.max = MAX_NAMED_STATEMENTS;
      await t?.close();
    });

    tests(() => {
      if (!t) throw new Error(`${title}: the app did not start`);
      return t;
    });
  });
}

/**
 * Asserts that the account with `email` reading `urls` (see captureReads) makes the app send at
 * least `atLeast` queries, that none reads a growing table from end to end, and that Postgres
 * keeps a plan for each prepared one (replannedQueries).
 */
export async function expectIndexedReads(
  t: Pick<BffTestApp, 'db' | 'cookieFor'> & { http: ReturnType<typeof request> },
  email: string,
  urls: { paged?: readonly string[]; single?: readonly string[] },
  atLeast: number,
): Promise<void> {
  const queries = await captureReads(t.http, await t.cookieFor(email), urls);
  expect(queries.length).toBeGreaterThanOrEqual(atLeast);
  expect(await fullScans(t.db.dataSource, queries)).toEqual([]);
  expect(await replannedQueries(t.db.dataSource, queries)).toEqual([]);
}
