import type { DataSource } from 'typeorm';
import type { User } from '@chefs/db';
import { fastifyOf } from '@chefs/server-core';
import { bookingFixtures } from '../booking-fixtures';
import { fuzzApi, type FuzzApiOptions, type FuzzReport } from './fuzz-api';
import type { FuzzIdentity } from './request-arbitrary';

/** Requests per operation and identity: signed out and three roles, 4 x 50 = 200 per operation. */
export const FUZZ_RUNS_PER_IDENTITY = Number(process.env.FUZZ_RUNS ?? 50);

const FUZZ_ROLES = ['customer', 'chef', 'admin'] as const;
type FuzzRole = (typeof FUZZ_ROLES)[number];

/** Signed out, then a new user of each role with a session (`users`: who is signed in, by role). */
export async function fuzzIdentities(
  dataSource: DataSource,
  sessionSecret: string,
): Promise<{ identities: FuzzIdentity[]; users: Record<FuzzRole, User> }> {
  const fixtures = bookingFixtures(dataSource, sessionSecret);
  const signedIn = await Promise.all(FUZZ_ROLES.map((role) => fixtures.newUser(role)));
  return {
    identities: [{ name: 'signed out' }, ...signedIn.map(({ cookie }, i) => ({ name: FUZZ_ROLES[i], cookie }))],
    users: Object.fromEntries(signedIn.map(({ user }, i) => [FUZZ_ROLES[i], user])) as Record<FuzzRole, User>,
  };
}

/** What a BFF's fuzz spec gives the suite: its app on a seeded database, and how to fuzz it. */
export interface FuzzTarget extends Omit<FuzzApiOptions, 'runsPerIdentity'> {
  /** Operations the fuzzer must see a 2xx, 404 or 409 from (past validation): at least these. */
  reachable?: RegExp;
  close(): Promise<void>;
}

/**
 * The fuzz tests of one BFF (jest): every operation of its OpenAPI document gets
 * FUZZ_RUNS_PER_IDENTITY requests from each identity; no answer is a 5xx or leaks a stack or
 * SQL, no 4xx writes, the process sees no crash and still serves. `start` builds the app once.
 */
export function describeFuzz(serviceName: string, start: () => Promise<FuzzTarget>, timeoutMs = 600_000): void {
  describe(`${serviceName}: every operation of its OpenAPI document, fuzzed`, () => {
    let target: FuzzTarget;
    let report: FuzzReport;

    beforeAll(async () => {
      target = await start();
      report = await fuzzApi({ ...target, runsPerIdentity: FUZZ_RUNS_PER_IDENTITY });
      if (process.env.FUZZ_VERBOSE) console.log(JSON.stringify({ statuses: report.statuses, ms: report.ms }, null, 1));
    }, timeoutMs);

    afterAll(() => target?.close());

    it('sends at least 200 requests to every operation, from each identity', () => {
      expect(report.operations.length).toBeGreaterThan(0);
      const short = report.operations.filter(
        (op) => report.requests[op] < target.identities.length * FUZZ_RUNS_PER_IDENTITY,
      );
      expect(short).toEqual([]);
    });

    it('gets past validation to the service (a 2xx, 404 or 409) on every operation it should', () => {
      const reached = (op: string) =>
        Object.keys(report.statuses[op]).some((s) => Number(s) < 300 || s === '404' || s === '409');
      const expected = report.operations.filter((op) => !target.reachable || target.reachable.test(op));
      expect(expected.filter((op) => !reached(op))).toEqual([]);
    });

    it('never answers 5xx, leaks no stack or SQL, and writes nothing on a 4xx', () => {
      expect(report.findings).toEqual([]);
    });

    it('never crashes, and still serves afterwards', async () => {
      expect(report.crashes).toEqual([]);
      expect((await fastifyOf(target.app).inject({ url: '/healthz' })).statusCode).toBe(200);
    });
  });
}
