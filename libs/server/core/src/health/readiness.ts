import { Client } from 'pg';
import { Redis } from 'ioredis';

/** A dependency the app needs before it can serve traffic. `check` rejects when it is not usable. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

export const CHECK_TIMEOUT_MS = 2000;

/** Rejects when `work` has not settled within `ms`. */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

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
          'postgres',
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
          'redis',
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
        await withTimeout(c.check(), CHECK_TIMEOUT_MS + 500, c.name);
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
