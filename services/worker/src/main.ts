import { SERVICES } from '@chefs/contracts';
import { createNestApp, loadConfig, postgresCheck, redisCheck, startNestApp } from '@chefs/server-core';
import { AppModule, CONFIG_GROUPS } from './app.module';

async function bootstrap(): Promise<void> {
  const config = loadConfig('worker', SERVICES.worker.port, CONFIG_GROUPS);
  const app = await createNestApp(AppModule.forRoot(config, { queuePrefix: config.queuePrefix }), config, {
    readiness: [postgresCheck(config.databaseUrl), redisCheck(config.redisUrl)],
  });
  await startNestApp(app, config);
}

bootstrap().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
