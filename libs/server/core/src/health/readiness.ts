import { Client } from 'pg';
import { Redis } from 'ioredis';
import { withTimeout } from '../async/with-timeout';

/** A dependency the app needs before it can serve traffic. `check` rejects when it is not usable. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

const CHECK_TIMEOUT_MS = 2000;

/** `select 1` on a fresh connection, closed afterwards. */
export function postgresCheck(url: string, timeoutMs = CHECK_TIMEOUT_MS): ReadinessCheck {
  return {
    name: 'postgres',
    async check() {
      const client = new Client({
        connectionString: url,
        connectionTimeoutMillis: timeoutMs,
        query_timeout: timeoutMs,
      });
      client.on('error', () => undefined);
      try {
        await withTimeout(
          (async () => {
            await client.connect();
            await client.query('select 1');
          })(),
          timeoutMs,
          `postgres timed out after ${timeoutMs} ms`,
        );
      } finally {
        void client.end().catch(() => undefined);
      }
    },
  };
}

/** PING on a lazy connection that never retries, closed afterwards: no retry storm while Redis is down. */
export function redisCheck(url: string, timeoutMs = CHECK_TIMEOUT_MS): ReadinessCheck {
  return {
    name: 'redis',
    async check() {
      const redis = new Redis(url, {
        lazyConnect: true,
        connectTimeout: timeoutMs,
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
        retryStrategy: () => null,
      });
      redis.on('error', () => undefined);
      try {
        await withTimeout(
          (async () => {
            await redis.connect();
            const pong = await redis.ping();
            if (pong !== 'PONG') throw new Error('redis did not answer PONG');
          })(),
          timeoutMs,
          `redis timed out after ${timeoutMs} ms`,
        );
      } finally {
        redis.disconnect();
      }
    },
  };
}

export interface ReadinessReport {
  ready: boolean;
  body: { status: 'ok' | 'unavailable'; checks: Record<string, string>; failing?: string[] };
}

/** Runs every check at once; the report names the failing ones. */
export async function runReadiness(checks: ReadinessCheck[]): Promise<ReadinessReport> {
  const results = await Promise.all(
    checks.map(async (c) => {
      try {
        await withTimeout(c.check(), CHECK_TIMEOUT_MS + 500, `${c.name} timed out after ${CHECK_TIMEOUT_MS + 500} ms`);
        return { name: c.name, ok: true, detail: 'ok' };
      } catch (err) {
        return { name: c.name, ok: false, detail: err instanceof Error && err.message ? err.message : 'failed' };
      }
    }),
  );
  const failing = results.filter((r) => !r.ok).map((r) => r.name);
  const checksBody = Object.fromEntries(results.map((r) => [r.name, r.detail]));
  return failing.length
    ? { ready: false, body: { status: 'unavailable', checks: checksBody, failing } }
    : { ready: true, body: { status: 'ok', checks: checksBody } };
}
