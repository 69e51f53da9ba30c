// `npm start`'s supervisor (tools/lib/stack.mjs): a service killed under a started stack is
// started again, with backoff, logged, while the rest keeps serving. Needs the built
// services (npm test runs it after the build) and the local Postgres and Redis.
import assert from 'node:assert/strict';
import { getPriority } from 'node:os';
import { after, before, test } from 'node:test';
import Redis from 'ioredis';
import { dropDatabase, redisUrl, withDatabase } from '../lib/infra.mjs';
import { WORKER_NICENESS, startStack } from '../lib/stack.mjs';

const gatewayPort = Number(process.env.SUPERVISOR_TEST_GATEWAY_PORT || 8290);
const portOffset = Number(process.env.SUPERVISOR_TEST_PORT_OFFSET || 250);
const database = `chefs_supervisor_${process.pid}`;
const logs = [];
let stack;

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function eventually(check, timeoutMs, what) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  assert.fail(`${what} within ${timeoutMs / 1000} s`);
}

const local = (name) => `http://127.0.0.1:${stack.portOf(name)}`;

before(async () => {
  stack = await startStack({
    gatewayPort,
    portOffset,
    database,
    build: false,
    seed: false,
    nodeEnv: 'test',
    quiet: true,
    log: (m) => logs.push(m),
    // A loaded CI machine starts seven Node services slowly.
    readyTimeoutMs: 180_000,
  });
});

after(async () => {
  await stack?.stop();
  const server = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  if (stack) await stack.dropData().catch(() => {});
  else await dropDatabase(withDatabase(server, database)).catch(() => {});
});

test('the worker runs at a lower CPU priority than the services that answer requests', () => {
  assert.equal(getPriority(stack.pidOf('worker')), Math.min(19, getPriority() + WORKER_NICENESS));
  for (const name of ['gateway', 'public-bff', 'customer-bff', 'chef-bff', 'admin-bff'])
    assert.equal(getPriority(stack.pidOf(name)), getPriority(), name);
});

test("the worker's queues are the stack's own: named after its database and its port", async () => {
  const redis = new Redis(redisUrl(), { maxRetriesPerRequest: 1 });
  try {
    // The worker schedules its hourly maintenance as it starts: a key of its queues.
    const keysOf = (prefix) => redis.keys(`${prefix}:maintenance:*`);
    await eventually(async () => (await keysOf(`${database}-${gatewayPort}`)).length > 0, 30_000, 'no queue keys');
  } finally {
    redis.disconnect();
  }
});

test('a BFF killed with SIGKILL comes back on its own, and the gateway reaches it again', async () => {
  const first = stack.pidOf('public-bff');
  process.kill(first, 'SIGKILL');
  await eventually(
    async () => stack.pidOf('public-bff') !== first && (await answers(`${local('public-bff')}/healthz`)),
    90_000,
    'public-bff did not come back',
  );
  assert.equal(await answers(`${local('gateway')}/api/recipes`), true);
  assert.deepEqual(
    stack.restarts.map((r) => [r.name, r.signal]),
    [['public-bff', 'SIGKILL']],
  );
  assert.ok(logs.some((l) => l.includes('[supervisor] restarting public-bff in 0.5 s')));
  // The other services never stopped.
  assert.equal(await answers(`${local('customer-bff')}/healthz`), true);
});

test('a service that keeps crashing is restarted with a growing delay', async () => {
  const second = stack.pidOf('public-bff');
  process.kill(second, 'SIGKILL');
  await eventually(
    async () => stack.pidOf('public-bff') !== second && (await answers(`${local('public-bff')}/healthz`)),
    90_000,
    'public-bff did not come back a second time',
  );
  assert.ok(logs.some((l) => l.includes('[supervisor] restarting public-bff in 1 s')));
});

test('the gateway itself is restarted too, and serves the site again', async () => {
  const gateway = stack.pidOf('gateway');
  process.kill(gateway, 'SIGKILL');
  await eventually(
    async () => stack.pidOf('gateway') !== gateway && (await answers(`${local('gateway')}/readyz`)),
    90_000,
    'the gateway did not come back',
  );
  assert.deepEqual(
    stack.restarts.map((r) => r.name),
    ['public-bff', 'public-bff', 'gateway'],
  );
});

test('a restarted worker keeps its lower priority', async () => {
  const worker = stack.pidOf('worker');
  process.kill(worker, 'SIGKILL');
  await eventually(async () => stack.pidOf('worker') !== worker, 90_000, 'the worker did not come back');
  assert.equal(getPriority(stack.pidOf('worker')), Math.min(19, getPriority() + WORKER_NICENESS));
});
