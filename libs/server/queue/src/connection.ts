import { Redis, type RedisOptions } from 'ioredis';

/** Default key prefix of every queue; tests pass a unique one per run. */
export const DEFAULT_QUEUE_PREFIX = 'chefs';

export interface QueueConnectionOptions {
  redisUrl: string;
  /** BullMQ key prefix; defaults to DEFAULT_QUEUE_PREFIX. */
  prefix?: string;
}

/**
 * ioredis options for a redis:// or rediss:// URL. `maxRetriesPerRequest: null` is what
 * BullMQ workers require (their blocking commands must wait out a reconnect).
 */
export function redisOptionsFromUrl(redisUrl: string, opts: { forWorker?: boolean } = {}): RedisOptions {
  const url = new URL(redisUrl);
  const db = url.pathname.replace(/^\//, '');
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 6379,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: db ? Number(db) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: opts.forWorker ? null : 3,
  };
}

/** A Redis connection; pass `forWorker` for connections that BullMQ workers block on. */
export function createRedisConnection(redisUrl: string, opts: { forWorker?: boolean } = {}): Redis {
  return new Redis(redisOptionsFromUrl(redisUrl, opts));
}
