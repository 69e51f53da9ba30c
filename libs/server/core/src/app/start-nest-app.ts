import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config';

/** Listens on 0.0.0.0:config.port and logs one "ready" line. */
export async function startNestApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  await app.listen({ port: config.port, host: '0.0.0.0' });
  new Logger('Bootstrap').log(`${config.serviceName} ready on port ${config.port} (${config.nodeEnv})`);
}
