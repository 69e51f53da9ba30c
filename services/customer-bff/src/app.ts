import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createNestApp, postgresCheck, type AppConfig } from '@chefs/server-core';
import { setupSession } from '@chefs/auth';
import { AppModule } from './app.module';

/** The config groups customer-bff reads (main.ts and the tests load the same); Redis counts rate limits. */
export const CONFIG_GROUPS = ['database', 'redis', 'session', 'stripe'] as const;
/** The configuration customer-bff runs with: the base and exactly its CONFIG_GROUPS. */
export type CustomerBffConfig = AppConfig<(typeof CONFIG_GROUPS)[number]>;

/**
 * The app as main.ts starts it and the integration tests drive it. `rawBody` keeps the bytes
 * of JSON requests: Stripe's webhook signature is checked against them.
 */
export async function createApp(config: CustomerBffConfig): Promise<NestFastifyApplication> {
  const app = await createNestApp(AppModule.forRoot(config), config, {
    readiness: [postgresCheck(config.databaseUrl)],
    rawBody: true,
    rateLimits: true,
  });
  setupSession(app, config);
  return app;
}
