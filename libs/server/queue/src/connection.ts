import { Redis } from 'ioredis';
import type { ConnectionOptions } from 'bullmq';

/** Default key prefix of every queue; tests pass a unique one per run. */
export const DEFAULT_QUEUE_PREFIX = 'chefs';

export interface QueueConnectionOptions {
  redisUrl: string;
  /** BullMQ key prefix; defaults to DEFAULT_QUEUE_PREFIX. */
  prefix?: string;
}

/**
 * BullMQ connection options for a redis:// or rediss:// URL: BullMQ opens (and closes) its
 * own connections. `maxRetriesPerRequest: null` is what workers require, so their blocking
 * commands wait out a reconnect instead of failing.
 */
export function bullConnection(redisUrl: string): ConnectionOptions {
  return { url: redisUrl, maxRetriesPerRequest: null };
}

/** A Redis connection; pass `forWorker` for one that BullMQ workers block on. */
export function createRedisConnection(redisUrl: string, opts: { forWorker?: boolean } = {}): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: opts.forWorker ? null : 3 });
}
