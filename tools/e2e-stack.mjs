// The stack the end-to-end tests run against: already built, its own database,
// ports apart from `npm start` (gateway 8180, services 3101-3106).
import { dropDatabase } from './lib/infra.mjs';
import { startStack } from './lib/stack.mjs';

const database = `chefs_e2e_${process.pid}`;
let stack;
async function shutdown() {
  await stack?.stop();
  if (stack) await dropDatabase(stack.databaseUrl).catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
try {
  stack = await startStack({
    gatewayPort: Number(process.env.E2E_GATEWAY_PORT || 8180),
    portOffset: Number(process.env.E2E_PORT_OFFSET || 100),
    database,
    build: false,
    seed: true,
    nodeEnv: 'test',
    quiet: true,
  });
  console.log(`e2e stack ready at ${stack.url}`);
} catch (err) {
  console.error(`e2e stack failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
