import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type AppConfig, createNestApp, fastifyOf } from '@chefs/server-core';
import { GatewayModule } from './gateway.module';
import { upstreamChecks } from './health/upstream-checks';
import { proxyPlugin, type ProxyOptions } from './proxy/proxy.plugin';
import { registerSecurityHeaders } from './security/security-headers';
import { staticPlugin } from './static/static.plugin';

/** The one origin of the product: /api and /oidc proxied, the shell and remotes from disk. */
export async function createGatewayApp(
  config: AppConfig<'gateway'>,
  opts: Pick<ProxyOptions, 'upstreamTimeoutMs'> = {},
): Promise<NestFastifyApplication> {
  const app = await createNestApp(GatewayModule, config, { readiness: upstreamChecks(config.gateway.upstreams) });
  const fastify = fastifyOf(app);
  registerSecurityHeaders(fastify, config);
  await fastify.register(proxyPlugin, { config, ...opts });
  await fastify.register(staticPlugin, { config });
  return app;
}
