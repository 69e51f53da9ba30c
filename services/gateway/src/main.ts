import { SERVICES } from '@chefs/contracts';
import { loadConfig, startNestApp } from '@chefs/server-core';
import { createGatewayApp } from './create-gateway-app';

async function main(): Promise<void> {
  const config = loadConfig('gateway', SERVICES.gateway.port, ['gateway']);
  const app = await createGatewayApp(config);
  await startNestApp(app, config);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
