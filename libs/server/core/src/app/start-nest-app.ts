import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config';
import { stopOnSignals } from './stop-on-signals';

/**
 * Listens on config.listenHost (LISTEN_HOST: loopback unless a container or cluster opens
 * it) and config.port, and logs one "ready" line. SIGTERM and SIGINT then stop it gracefully
 * (stopOnSignals: requests in flight answered, exit 0).
 */
export async function startNestApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  await app.listen({ port: config.port, host: config.listenHost });
  stopOnSignals(app, config.serviceName);
  new Logger('Bootstrap').log(`${config.serviceName} ready on ${config.listenHost}:${config.port} (${config.nodeEnv})`);
}
