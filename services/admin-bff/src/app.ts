import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createNestApp, postgresCheck, type AppConfig } from '@chefs/server-core';
import { setupSession } from '@chefs/auth';
import { AppModule } from './app.module';
import { guardQueueDashboard } from './queue-dashboard/queue-dashboard.guard';
import { DASHBOARD_REDIS } from './queue-dashboard/queue-dashboard.module';

/**
 * The config groups admin-bff reads (main.ts and the tests load the same): stripe for refunds,
 * redis for the queue dashboard (the worker's queues and key prefix).
 */
export const CONFIG_GROUPS = ['database', 'session', 'stripe', 'redis'] as const;
/** The configuration admin-bff runs with: the base and exactly its CONFIG_GROUPS. */
export type AdminBffConfig = AppConfig<(typeof CONFIG_GROUPS)[number]>;

/** The app as main.ts starts it and the integration tests drive it. */
export async function createApp(config: AdminBffConfig): Promise<NestFastifyApplication> {
  const app = await createNestApp(AppModule.forRoot(config), config, {
    readiness: [postgresCheck(config.databaseUrl)],
  });
  setupSession(app, config);
  guardQueueDashboard(app, () => app.get(DASHBOARD_REDIS, { strict: false }));
  return app;
}
