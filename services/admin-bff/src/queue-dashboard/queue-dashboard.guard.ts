import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type { AuthRawRequest } from '@chefs/auth';
import { DomainError, fastifyOf, toApiErrorBody } from '@chefs/server-core';

/** Where the queue dashboard lives (the route table has `/api/admin/queues` and `/api/admin/queues/*`). */
export const QUEUE_DASHBOARD_PATH = '/api/admin/queues';

const underDashboard = (url: string) => {
  const path = url.split('?')[0];
  return path === QUEUE_DASHBOARD_PATH || path.startsWith(`${QUEUE_DASHBOARD_PATH}/`);
};

/**
 * Bull Board adds plain Fastify routes, which Nest's global AccessGuard never sees: this hook
 * gives them the same rule as every admin route (signed out 401, another role 403), after the
 * session middleware has put the user on the request. While the board's Redis is unreachable it
 * answers 503 instead of letting the board's calls fail slowly.
 */
export function guardQueueDashboard(app: NestFastifyApplication, redis: () => Redis): void {
  const refuse = (reply: { code(n: number): FastifyReply }, exception: unknown) => {
    const body = toApiErrorBody(exception);
    return reply.code(body.statusCode).header('cache-control', 'no-store').send(body);
  };
  fastifyOf(app).addHook('preHandler', async (request, reply) => {
    if (!underDashboard(request.url)) return;
    const user = (request.raw as AuthRawRequest).user;
    if (!user) return refuse(reply, new UnauthorizedException());
    if (user.role !== 'admin') return refuse(reply, new ForbiddenException());
    if (redis().status !== 'ready')
      return refuse(
        reply,
        new DomainError('queue_dashboard.unavailable', 'The queue dashboard is unavailable: Redis cannot be reached.'),
      );
  });
}
