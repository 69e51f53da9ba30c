import type { NestFastifyInstance } from '../app/nest-fastify';
import { type ReadinessCheck, runReadiness } from './readiness';

/**
 * GET /healthz (the process answers) and GET /readyz (every dependency answers).
 * Plain Fastify routes: outside Nest's guards, so probes never need a session.
 */
export function registerHealthRoutes(fastify: NestFastifyInstance, checks: ReadinessCheck[]): void {
  fastify.get('/healthz', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  fastify.get('/readyz', async (_request, reply) => {
    const report = await runReadiness(checks);
    void reply.header('cache-control', 'no-store').status(report.ready ? 200 : 503);
    return report.body;
  });
}
