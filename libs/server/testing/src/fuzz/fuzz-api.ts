import fc from 'fast-check';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { fastifyOf } from '@chefs/server-core';
import { openApiOperations, type FuzzOperation, type OpenApiDocument } from './openapi-operations';
import { poisonSweep, requestArbitrary, type FuzzIdentity, type FuzzRequest } from './request-arbitrary';
import { changedTables, countWrites, writeFingerprint } from './write-fingerprint';

export interface FuzzApiOptions {
  app: NestFastifyApplication;
  dataSource: DataSource;
  /** The service's name: its document is served at /api-docs/<serviceName>.json. */
  serviceName: string;
  /** The site's origin (config.publicUrl), sent as a browser does on most unsafe requests. */
  origin: string;
  /** Signed out and a session of each role. */
  identities: FuzzIdentity[];
  /** Generated requests per operation and identity. */
  runsPerIdentity: number;
  /** Ids of rows that exist (path ids are these about half the time; the last is the poison sweep's). */
  ids?: number[];
  /** A valid body per operation (`POST /api/bookings`), for rules a schema cannot say (a chef who exists). */
  examples?: Record<string, Record<string, unknown>>;
  seed?: number;
}

/** What went wrong with one operation: the (shrunk) request and why it fails. */
export interface FuzzFinding {
  operation: string;
  request: string;
  problem: string;
}

export interface FuzzReport {
  operations: string[];
  /** Requests sent per operation (`METHOD path` -> count). */
  requests: Record<string, number>;
  /** Answers per operation by status (`METHOD path` -> status -> count): what the requests reached. */
  statuses: Record<string, Record<number, number>>;
  /** Time spent per operation, in ms. */
  ms: Record<string, number>;
  findings: FuzzFinding[];
  /** Errors the process saw outside any request (unhandled rejections, uncaught exceptions). */
  crashes: string[];
}

/** Lines of a stack trace or an SQL error: nothing of the kind may reach a caller. */
const LEAK = /\n\s+at [^\n]+:\d+:\d+|QueryFailedError|duplicate key value|syntax error at or near|ECONNREFUSED/;

const describeRequest = (r: FuzzRequest): string => {
  const payload =
    r.payload === undefined
      ? ''
      : ` ${r.payload.length > 300 ? `${r.payload.slice(0, 300)}… (${r.payload.length} chars)` : r.payload}`;
  const { cookie: _cookie, ...headers } = r.headers;
  return `${r.method} ${r.url.length > 300 ? `${r.url.slice(0, 300)}…` : r.url} [${r.kind}] ${JSON.stringify(headers)}${payload}`;
};

/**
 * Fuzzes every operation of a BFF's own OpenAPI document (fetched from the app, so a new
 * route is fuzzed without a change here): `runsPerIdentity` generated requests per operation
 * and identity, through Fastify's inject, after the poison sweep of an operation with a body
 * (each field of its valid body spoilt in turn, for each identity its guard lets through). Each answer must be below 500 and leak no stack or
 * SQL; each 4xx must leave every app table as it was (writeFingerprint before and after). The
 * process must see no unhandled rejection or uncaught exception meanwhile. Answers a report;
 * the caller asserts on it.
 */
export async function fuzzApi(opts: FuzzApiOptions): Promise<FuzzReport> {
  const fastify = fastifyOf(opts.app);
  const docs = await fastify.inject({ url: `/api-docs/${opts.serviceName}.json` });
  if (docs.statusCode !== 200) throw new Error(`no OpenAPI document for ${opts.serviceName}: ${docs.statusCode}`);
  // Sign-out ends the identities' sessions: fuzzed last, so every other operation sees them signed in.
  const operations = openApiOperations(docs.json<OpenApiDocument>()).sort(
    (a, b) => Number(/\/logout$/.test(a.path)) - Number(/\/logout$/.test(b.path)),
  );
  const fingerprint = await writeFingerprint(opts.dataSource);
  const writes = countWrites(opts.dataSource);

  const crashes: string[] = [];
  const onCrash = (err: unknown) => crashes.push(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.on('unhandledRejection', onCrash);
  process.on('uncaughtException', onCrash);

  const report: FuzzReport = { operations: [], requests: {}, statuses: {}, ms: {}, findings: [], crashes };
  try {
    for (const op of operations) {
      const name = `${op.method} ${op.path}`;
      report.operations.push(name);
      report.requests[name] = 0;
      const statuses: Record<number, number> = (report.statuses[name] = {});
      const count = (status: number) => {
        report.requests[name] += 1;
        statuses[status] = (statuses[status] ?? 0) + 1;
      };
      const started = Date.now();
      for (const identity of opts.identities) {
        const finding = await fuzzOperation(op, identity, opts, { fingerprint, writes: writes.count }, count);
        if (finding) report.findings.push({ operation: name, ...finding });
      }
      report.ms[name] = Date.now() - started;
    }
  } finally {
    writes.stop();
    process.off('unhandledRejection', onCrash);
    process.off('uncaughtException', onCrash);
  }
  return report;
}

async function fuzzOperation(
  op: FuzzOperation,
  identity: FuzzIdentity,
  opts: FuzzApiOptions,
  db: { fingerprint: () => Promise<string>; writes: () => number },
  count: (status: number) => void,
): Promise<{ request: string; problem: string } | null> {
  const fastify = fastifyOf(opts.app);
  // The tables' fingerprint as the last request left them. A request that sent no writing
  // statement left them as they were; after one that did, a 4xx must not have changed them.
  let known = await db.fingerprint();
  let lastStatus = 0;
  /** What is wrong with the answer to `r`, or ''. */
  const probe = async (r: FuzzRequest): Promise<string> => {
    const writesBefore = db.writes();
    const res = await fastify.inject({ method: r.method, url: r.url, headers: r.headers, payload: r.payload });
    lastStatus = res.statusCode;
    count(res.statusCode);
    if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 500)}`;
    if (LEAK.test(res.body)) return `leaked internals (${res.statusCode}): ${res.body.slice(0, 500)}`;
    if (db.writes() !== writesBefore) {
      const before = known;
      known = await db.fingerprint();
      const changed = changedTables(before, known);
      if (res.statusCode >= 400 && changed.length)
        return `answered ${res.statusCode} but wrote to ${changed.join(', ')}`;
    }
    return '';
  };
  const example = opts.examples?.[`${op.method} ${op.path}`];
  let sweep: FuzzRequest[] = [];
  if (op.body) {
    const id = String(opts.ids?.at(-1) ?? 1);
    const { probe: guarded, requests } = poisonSweep(op, {
      identity,
      origin: opts.origin,
      id,
      example,
      seed: opts.seed,
    });
    const problem = await probe(guarded);
    if (problem) return { request: `${identity.name}: ${describeRequest(guarded)}`, problem };
    if (lastStatus !== 401 && lastStatus !== 403) sweep = requests;
  }
  const result = await fc.check(
    fc.asyncProperty(
      requestArbitrary(op, { identities: [identity], origin: opts.origin, ids: opts.ids, example }),
      async (r) => (await probe(r)) === '',
    ),
    // fast-check counts the examples in numRuns: the sweep first, then runsPerIdentity generated ones.
    {
      numRuns: sweep.length + opts.runsPerIdentity,
      seed: opts.seed,
      examples: sweep.map((r): [FuzzRequest] => [r]),
    },
  );
  if (!result.failed) return null;
  const failing = result.counterexample?.[0];
  const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
  // Once more, to say why (the last run of the shrinking may have been another request).
  const problem = failing ? (await probe(failing)) || `failed once, then passed: ${error}` : error;
  return { request: `${identity.name}: ${failing ? describeRequest(failing) : 'none'}`, problem };
}
