import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * The Fastify instance under Nest. @nestjs/platform-fastify pins its own fastify version; the
 * root package.json overrides it to the root `fastify` (docs/dependencies.md), so this is the
 * same type as the root package's `FastifyInstance` and plugins register on it directly.
 */
export type NestFastifyInstance = ReturnType<ReturnType<NestFastifyApplication['getHttpAdapter']>['getInstance']>;

export const fastifyOf = (app: NestFastifyApplication): NestFastifyInstance => app.getHttpAdapter().getInstance();
