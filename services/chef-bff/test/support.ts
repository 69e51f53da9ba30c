import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createSessionCookie } from '@chefs/auth';
import { createTestDatabase, User, type TestDatabase } from '@chefs/db';
import { fastifyOf, loadConfig, type AppConfig } from '@chefs/server-core';
import { createApp } from '../src/app';

export interface TestApp {
  app: NestFastifyApplication;
  db: TestDatabase;
  config: AppConfig;
  /** A Cookie header for a signed-in session of the seeded account with this e-mail. */
  cookieFor(email: string): Promise<string>;
  close(): Promise<void>;
}

/** The app as main.ts builds it, on a fresh seeded database. */
export async function startTestApp(): Promise<TestApp> {
  const db = await createTestDatabase({ seed: true });
  const config = loadConfig('chef-bff', 0, ['database', 'session'], { NODE_ENV: 'test', DATABASE_URL: db.url });
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
      await db.drop();
    },
  };
}
