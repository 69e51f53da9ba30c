import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type Provider from 'oidc-provider';
import { type AppConfig, createNestApp } from '@chefs/server-core';
import { DevIdpModule } from './dev-idp.module';
import { assertNotProduction } from './production-guard';
import { mountProvider } from './provider/mount-provider';
import { OIDC_PROVIDER } from './provider/oidc-provider.token';
import { issuerPath } from './provider/provider-config';

/** The config groups dev-idp reads; Redis counts the sign-in form's rate limit. */
export const DEV_IDP_CONFIG_GROUPS = ['devIdp', 'oidc', 'redis'] as const;
/** The configuration dev-idp runs with: the base and exactly its config groups. */
export type DevIdpConfig = AppConfig<(typeof DEV_IDP_CONFIG_GROUPS)[number]>;

/** The development OpenID provider, answering under the issuer's path. */
export async function createDevIdpApp(
  config: DevIdpConfig,
  env: Record<string, string | undefined> = process.env,
): Promise<NestFastifyApplication> {
  assertNotProduction({ ...env, NODE_ENV: config.nodeEnv });
  const mount = issuerPath(config.oidc.issuer);
  const app = await createNestApp(DevIdpModule.forRoot(mount), config, { rateLimits: true });
  mountProvider(app, app.get<Provider>(OIDC_PROVIDER), mount);
  return app;
}
