import { Logger } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';

/**
 * How long a stopping service may take to answer the requests it holds before it exits
 * anyway: under Kubernetes' 30 s (terminationGracePeriodSeconds in k8s/base/apps), which
 * then kills the process outright.
 */
export const SHUTDOWN_GRACE_MS = 25_000;

/**
 * On SIGTERM or SIGINT: stop taking connections, answer every request in flight (Fastify
 * answers newcomers on open connections 503), run the shutdown hooks (pools, queues), then
 * exit 0; exit 1 when that fails or outlasts the grace period. Nest's own shutdown hooks
 * re-raise the signal once done, so an orchestrator saw a process killed by SIGTERM rather
 * than one that stopped cleanly (issue 10, "Faults").
 */
export function stopOnSignals(app: INestApplication, serviceName: string, graceMs = SHUTDOWN_GRACE_MS): void {
  const logger = new Logger('Shutdown');
  const stop = (signal: NodeJS.Signals): void => {
    process.off('SIGTERM', stop).off('SIGINT', stop);
    logger.log(`${signal}: ${serviceName} answers the requests in flight, then stops`);
    const timer = setTimeout(() => {
      logger.error(`${serviceName} still stopping after ${graceMs} ms: exiting with requests unanswered`);
      process.exit(1);
    }, graceMs);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        process.exit(0);
      },
      (err: unknown) => {
        logger.error(`${serviceName} did not stop cleanly: ${err instanceof Error ? err.message : 'unknown error'}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop).once('SIGINT', stop);
}
