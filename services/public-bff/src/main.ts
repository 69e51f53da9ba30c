import { SERVICES } from '@chefs/contracts';
import { loadConfig, startNestApp } from '@chefs/server-core';
import { CONFIG_GROUPS, createApp } from './app';

async function bootstrap(): Promise<void> {
  const config = loadConfig('public-bff', SERVICES['public-bff'].port, [...CONFIG_GROUPS]);
  await startNestApp(await createApp(config), config);
}

bootstrap().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
