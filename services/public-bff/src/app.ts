import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createNestApp, fastifyOf, postgresCheck, type AppConfig } from '@chefs/server-core';
import { setupSession } from '@chefs/auth';
import { AppModule } from './app.module';
import { Logger } from '@nestjs/common';
import { setupPublicCaching } from './http-cache/public-cache';
import { ReadCache } from './http-cache/read-cache';
import { ChangeListener } from './http-cache/change-listener';

/** Public answers kept in memory: 16 MB of bodies at most, none older than its max-age. */
const READ_CACHE = { maxBytes: 16 * 1024 * 1024, ttlMs: 60_000 };

/** The config groups public-bff reads (main.ts and the tests load the same); Redis counts rate limits. */
export const CONFIG_GROUPS = ['database', 'redis', 'session', 'oidc'] as const;
/** The configuration public-bff runs with: the base and exactly its CONFIG_GROUPS. */
export type PublicBffConfig = AppConfig<(typeof CONFIG_GROUPS)[number]>;

/** The app as main.ts starts it and the integration tests drive it. */
export async function createApp(config: PublicBffConfig): Promise<NestFastifyApplication> {
  const app = await createNestApp(AppModule.forRoot(config), config, {
    readiness: [postgresCheck(config.databaseUrl)],
    rateLimits: true,
  });
  setupSession(app, config);
  // Public reads are served from memory while a LISTEN connection hears every change to the
  // tables they are made of (docs/performance.md, "Read cache"); without it, from the database.
  const cache = new ReadCache(READ_CACHE);
  const listener = new ChangeListener(
    config.databaseUrl,
    { onListening: () => cache.open(), onChange: (table) => cache.changed(table), onLost: () => cache.close() },
    new Logger('ReadCache'),
  );
  setupPublicCaching(app, cache);
  fastifyOf(app).addHook('onClose', () => listener.stop());
  listener.start();
  return app;
}
