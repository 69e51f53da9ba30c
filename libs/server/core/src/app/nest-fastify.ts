import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * The Fastify instance under Nest. Typed from @nestjs/platform-fastify, which carries its
 * own copy of fastify: the root `fastify` package's types are not assignable to it.
 */
export type NestFastifyInstance = ReturnType<ReturnType<NestFastifyApplication['getHttpAdapter']>['getInstance']>;

export const fastifyOf = (app: NestFastifyApplication): NestFastifyInstance => app.getHttpAdapter().getInstance();
