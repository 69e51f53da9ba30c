import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createNestApp, postgresCheck, type AppConfig } from '@chefs/server-core';
import { setupSession } from '@chefs/auth';
import { AppModule } from './app.module';

/** The config groups chef-bff reads (main.ts and the tests load the same): Stripe refunds a declined booking. */
export const CONFIG_GROUPS = ['database', 'session', 'stripe'] as const;
/** The configuration chef-bff runs with: the base and exactly its CONFIG_GROUPS. */
export type ChefBffConfig = AppConfig<(typeof CONFIG_GROUPS)[number]>;

/** The app as main.ts starts it and the integration tests drive it. */
export async function createApp(config: ChefBffConfig): Promise<NestFastifyApplication> {
  const app = await createNestApp(AppModule.forRoot(config), config, {
    readiness: [postgresCheck(config.databaseUrl)],
  });
  setupSession(app, config);
  return app;
}
