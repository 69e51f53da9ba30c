import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createNestApp, postgresCheck, type AppConfig } from '@chefs/server-core';
import { setupSession } from '@chefs/auth';
import { AppModule } from './app.module';
import { setupPublicCaching } from './http-cache/public-cache';

/** The config groups public-bff reads (main.ts and the tests load the same); Redis counts rate limits. */
export const CONFIG_GROUPS = ['database', 'redis', 'session', 'oidc'] as const;

/** The app as main.ts starts it and the integration tests drive it. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const app = await createNestApp(AppModule.forRoot(config), config, {
    readiness: [postgresCheck(config.databaseUrl)],
    rateLimits: true,
  });
  setupSession(app, config);
  setupPublicCaching(app);
  return app;
}
