// tools/lib/cpu-meter.mjs on this machine's /proc, Postgres and Redis: what `npm run bench` prints
// under its table as a booking's CPU per part.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import pg from 'pg';
import { redisUrl, withDatabase } from '../lib/infra.mjs';
import { cpuMeter, processCpuMicros } from '../lib/cpu-meter.mjs';

const databaseUrl = withDatabase(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432', 'postgres');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

test('a process’s CPU time grows with its work, and a process that is gone has none', () => {
  const before = processCpuMicros(process.pid);
  for (const until = Date.now() + 200; Date.now() < until;);
  assert.ok(processCpuMicros(process.pid) - before >= 100_000);
  assert.equal(processCpuMicros(2 ** 22 + 1), null);
});

test('the meter gives each service, the Postgres backends of each application and Redis their own CPU of a window', async () => {
  // A "service" that spins for the window, and a client of the database named as a service would be.
  const busy = spawn(process.execPath, ['-e', 'for (const t = Date.now() + 4000; Date.now() < t; );']);
  const idle = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 4000)']);
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'meter-test' });
  await client.connect();
  const meter = await cpuMeter({
    stack: { databaseUrl, redisUrl: redisUrl(), pidOf: (name) => ({ busy: busy.pid, idle: idle.pid })[name] },
    services: ['busy', 'idle', 'not-started'],
  });
  try {
    await sleep(200);
    await meter.begin();
    await client.query('SELECT count(*) FROM generate_series(1, 3000000)');
    await sleep(600);
    const used = await meter.end();
    assert.ok(used.busy >= 300_000, `busy: ${used.busy}`);
    assert.ok(used.idle < 100_000, `idle: ${used.idle}`);
    assert.ok(used['Postgres for meter-test'] >= 50_000, `Postgres: ${used['Postgres for meter-test']}`);
    assert.equal('not-started' in used, false);
    assert.equal(typeof used.Redis, 'number');
    assert.equal(typeof used['this process'], 'number');
  } finally {
    await meter.close();
    await client.end();
    busy.kill();
    idle.kill();
  }
});
