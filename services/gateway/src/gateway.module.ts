import { Module } from '@nestjs/common';

/**
 * The gateway has no Nest controllers of its own: proxying and static files are Fastify
 * routes (raw bodies, streams); Nest brings logging, health, readiness and docs.
 */
@Module({})
export class GatewayModule {}
