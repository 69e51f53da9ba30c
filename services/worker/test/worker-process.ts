// The worker as a process of its own for the fault tests (support.ts startWorkerProcess): its
// configuration from the environment like main.ts, the queue prefix and timings from the test.
import { loadConfig } from '@chefs/server-core';
import { CONFIG_GROUPS } from '../src/app.module';
import { startWorkerApp } from './support';

async function run(): Promise<void> {
  const config = loadConfig('worker', 0, CONFIG_GROUPS);
  const app = await startWorkerApp(config, {
    queuePrefix: config.queuePrefix,
    relayIntervalMs: Number(process.env.RELAY_INTERVAL_MS ?? 100),
    scheduleMaintenance: false,
    lockDurationMs: Number(process.env.LOCK_DURATION_MS ?? 2000),
    stalledIntervalMs: Number(process.env.STALLED_INTERVAL_MS ?? 500),
    // The test's local push service (an option, as in-process tests give it: no setting of main.ts).
    localPushOrigins: process.env.LOCAL_PUSH_ORIGIN ? [process.env.LOCAL_PUSH_ORIGIN] : [],
  });
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
  process.send?.('running');
}

run().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
