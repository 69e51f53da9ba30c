// The stack the end-to-end tests run against: already built, its own database,
// ports apart from `npm start` (gateway 8180, services 3101-3106).
import { startStack } from './lib/stack.mjs';

// The suites sign in, book and post forms far more often than a person would: the rate
// limits (RATE_LIMIT_*, counted in Redis) are raised for this stack unless set already.
// Their 429s are tested with low limits in the services' own tests.
for (const name of ['SIGN_IN', 'BOOKING', 'SUBSCRIBE', 'APPLICATION', 'QUIZ', 'REVIEW'])
  process.env[`RATE_LIMIT_${name}`] ??= '1000/1m';

const database = `chefs_e2e_${process.pid}`;
let stack;
async function shutdown() {
  await stack?.stop();
  await stack?.dropData().catch(() => {});
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
    // A busy machine starts the services slowly; Playwright's own limit (180 s) still applies.
    readyTimeoutMs: 150_000,
  });
  console.log(`e2e stack ready at ${stack.url}`);
} catch (err) {
  console.error(`e2e stack failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
