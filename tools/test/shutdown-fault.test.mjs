// Fault: SIGTERM to a BFF under load (issue 10, "Faults"), as an orchestrator stops a replica.
//
// public-bff runs as its built process behind the gateway (also built), on a fresh database on
// the test Postgres, under a steady load of catalogue reads. Six recipe reads are held inside
// the BFF (the test locks the recipes table, and sees the six queries wait on the lock), then
// the BFF gets SIGTERM: it stays up while they are in flight, answers newcomers 503 or refuses
// their connection (never a hang), and once the lock is released every held request is
// answered 200 in full (none cut or reset) and the process exits 0 within its grace period.
// With the BFF gone, the gateway answers its routes at once with 503 (an outage, try again)
// instead of hanging.
// Run: npm run build, then `node --test tools/test/shutdown-fault.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import {
  UNLIMITED,
  call,
  describeResults,
  freePort,
  seededDatabase,
  sleep,
  startLoad,
  startService,
  waitFor,
} from './fault-kit.mjs';
import { dropRedisKeys, redisUrl } from '../lib/infra.mjs';

const REDIS_URL = redisUrl();
/** Its services' Redis keys (the queues' meta keys have no expiry), dropped in `after`. */
const QUEUE_PREFIX = `shutdown-fault-${process.pid}`;

const server = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const HELD = 6;
/** Kubernetes gives a pod 30 s (k8s/base/apps/*.yaml); a drained BFF should need far less. */
const GRACE_MS = 10_000;

let db;
let publicBff;
let gateway;

before(async () => {
  db = await seededDatabase(server, `chefs_shutdown_fault_${process.pid}`);
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL,
    QUEUE_PREFIX,
    ...UNLIMITED,
  };
  publicBff = await startService('public-bff', env);
  const nobody = `http://127.0.0.1:${await freePort()}`;
  gateway = await startService('gateway', {
    PUBLIC_BFF_URL: publicBff.url,
    CUSTOMER_BFF_URL: nobody,
    CHEF_BFF_URL: nobody,
    ADMIN_BFF_URL: nobody,
  });
});

after(async () => {
  await Promise.all([publicBff?.stop(), gateway?.stop()]);
  await db?.drop();
  await dropRedisKeys(REDIS_URL, QUEUE_PREFIX);
});

test('SIGTERM to a BFF under load answers every request in flight before it exits 0, and the gateway then answers 503 at once', async (t) => {
  // One session holds the lock; another watches (inside a transaction pg_stat_activity stays as first read).
  const [locker, watcher] = [new pg.Client({ connectionString: db.url }), new pg.Client({ connectionString: db.url })];
  await Promise.all([locker.connect(), watcher.connect()]);
  const load = startLoad([{ url: `${publicBff.url}/api/chefs` }, { url: `${gateway.url}/api/chefs` }], {
    workers: 4,
  });
  let held;
  try {
    await sleep(500);
    await locker.query('begin');
    await locker.query('lock table recipes in access exclusive mode');
    held = Array.from({ length: HELD }, () => call(`${publicBff.url}/api/recipes`, { timeoutMs: 30_000 }));
    // Each held request is inside the BFF, its query waiting on the lock.
    let waiting = [];
    await waitFor(
      async () => {
        ({ rows: waiting } = await watcher.query(
          `select wait_event_type, left(query, 60) as query from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        ));
        return waiting.length === HELD && waiting.every((r) => r.query.startsWith('SELECT "recipe"'));
      },
      `${HELD} recipe queries waiting on the lock`,
      20_000,
    ).catch((err) => assert.fail(`${err.message}; waiting: ${JSON.stringify(waiting)}`));

    const termAt = performance.now();
    publicBff.child.kill('SIGTERM');
    await sleep(1000);
    assert.equal(publicBff.child.exitCode, null, `public-bff exited with requests in flight:\n${publicBff.tail()}`);
    assert.equal(publicBff.child.signalCode, null);

    await locker.query('commit');
    const answers = await Promise.all(held);
    const cut = answers.filter((a) => a.status !== 200 || !Array.isArray(a.body?.items) || a.body.items.length === 0);
    assert.deepEqual(cut, [], `requests in flight at SIGTERM:\n${describeResults(cut)}`);

    const exit = await Promise.race([publicBff.exited, sleep(GRACE_MS).then(() => 'still running')]);
    assert.deepEqual(exit, { code: 0, signal: null }, `public-bff after SIGTERM:\n${publicBff.tail()}`);
    const exitedAfterMs = performance.now() - termAt;
    assert.ok(exitedAfterMs < GRACE_MS, `exited ${Math.round(exitedAfterMs)} ms after SIGTERM`);

    const results = await load.stop();
    // Asked before SIGTERM: answered in full. A request sent in the last moments before it may
    // not have reached the BFF yet (still on its way over a kept-alive connection the BFF then
    // closes as idle): it counts with those asked after SIGTERM, under the same rules. The
    // requests truly inside the BFF are the held ones, checked above.
    const ON_ITS_WAY_MS = 50;
    const early = results.filter((r) => r.at < termAt - ON_ITS_WAY_MS && r.status !== 200);
    assert.deepEqual(early, [], `asked before SIGTERM:\n${describeResults(early)}`);
    // Asked while it drained or after it left: promptly answered, never a hang. Through the
    // gateway always an answer: 200, the BFF's 503 while it drains, the gateway's 503 once it
    // is gone. Straight to the BFF also a refused connection, or a reset of a kept-alive
    // connection the BFF closed as idle while the request was on its way (HTTP/1.1 keep-alive
    // has no way to close without that race; the BFF never read such a request).
    const late = results.filter((r) => r.at >= termAt - ON_ITS_WAY_MS);
    const throughGateway = (r) => r.url.startsWith(gateway.url);
    const bad = late.filter(
      (r) =>
        r.ms > 3000 ||
        !(
          [200, 503].includes(r.status) ||
          (!throughGateway(r) && /ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET/.test(r.error))
        ),
    );
    assert.ok(late.some(throughGateway), 'the gateway was asked after SIGTERM');
    assert.deepEqual(bad, [], `asked after SIGTERM:\n${describeResults(bad)}`);
    const kinds = Object.entries(
      Object.groupBy(late, (r) => `${throughGateway(r) ? 'gateway' : 'bff'} ${r.status ?? r.error}`),
    );
    t.diagnostic(
      `exited 0 ${Math.round(exitedAfterMs)} ms after SIGTERM; asked after it: ${kinds.map(([k, v]) => `${v.length} ${k}`).join(', ')}`,
    );
  } finally {
    await load.stop();
    await Promise.all([locker.end().catch(() => {}), watcher.end().catch(() => {})]);
  }

  const gone = await call(`${gateway.url}/api/recipes`);
  assert.equal(gone.status, 503);
  assert.deepEqual(gone.body, {
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'The service is temporarily unavailable. Please try again in a moment.',
    code: 'service_unavailable',
  });
  assert.ok(gone.ms < 2000, `the gateway took ${Math.round(gone.ms)} ms`);
  assert.equal((await call(`${gateway.url}/readyz`)).status, 503);
  assert.equal(gateway.child.exitCode, null, 'the gateway keeps running');
});
