import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createSessionCookie } from '@chefs/auth/testing';
import { User } from '@chefs/db';
import { createTestDatabase, type TestDatabase } from '@chefs/db/testing';
import { fastifyOf, loadConfig, type AppConfig, type ConfigGroup } from '@chefs/server-core';
import { dropRedisKeys } from './redis-keys';

/** What every BFF's configuration has: a database and sessions. */
type BffConfig = AppConfig<'database' | 'session'>;

export interface BffTestApp<C extends BffConfig = BffConfig> {
  app: NestFastifyApplication;
  db: TestDatabase;
  config: C;
  /** A Cookie header for a signed-in session of the seeded account with this e-mail. */
  cookieFor(email: string): Promise<string>;
  close(): Promise<void>;
}

/** Every rate limit far above what a test sends (a test of a limit sets its own). */
const UNLIMITED = Object.fromEntries(
  ['SIGN_IN', 'BOOKING', 'SUBSCRIBE', 'APPLICATION', 'QUIZ', 'REVIEW'].map((name) => [
    `RATE_LIMIT_${name}`,
    '100000/1m',
  ]),
);

/**
 * A BFF as its main.ts builds it (through the same `createApp`), on a fresh seeded
 * database of its own, ready for supertest. Its Redis keys (rate-limit counts, its queues'
 * keys) have a prefix of their own, removed with the database by close(); `env` adds or
 * overrides settings (RATE_LIMIT_* to test a limit).
 */
export async function startBffTestApp<C extends BffConfig>(
  serviceName: string,
  groups: readonly ConfigGroup[],
  createApp: (config: C) => Promise<NestFastifyApplication>,
  env: Record<string, string> = {},
): Promise<BffTestApp<C>> {
  const db = await createTestDatabase({ seed: true });
  const redis = { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', QUEUE_PREFIX: `test-${randomUUID()}` };
  const config = loadConfig(serviceName, 0, groups, {
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    ...redis,
    ...UNLIMITED,
    ...env,
  }) as unknown as C; // the caller's `groups` are the ones its config type names (each app's CONFIG_GROUPS)
  const app = await createApp(config);
  await app.init();
  await fastifyOf(app).ready();
  return {
    app,
    db,
    config,
    async cookieFor(email) {
      const user = await db.dataSource.getRepository(User).findOneByOrFail({ email });
      return createSessionCookie(db.dataSource, user.id, config.sessionSecret);
    },
    async close() {
      await app.close();
      // A test that named a Redis of its own (one it stops, say) keeps its keys to itself.
      const keys = env.REDIS_URL ? undefined : dropRedisKeys(redis.REDIS_URL, env.QUEUE_PREFIX ?? redis.QUEUE_PREFIX);
      await Promise.all([db.drop(), keys]);
    },
  };
}
