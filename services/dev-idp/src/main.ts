import { SERVICES } from '@chefs/contracts';
import { loadConfig, startNestApp } from '@chefs/server-core';
import { DEV_IDP_CONFIG_GROUPS, createDevIdpApp } from './create-dev-idp-app';
import { assertNotProduction } from './production-guard';

async function main(): Promise<void> {
  assertNotProduction();
  const config = loadConfig('dev-idp', SERVICES['dev-idp'].port, [...DEV_IDP_CONFIG_GROUPS]);
  const app = await createDevIdpApp(config);
  await startNestApp(app, config);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
