import Provider from 'oidc-provider';
import type { AppConfig } from '@chefs/server-core';
import { MemoryStore } from './memory-adapter';
import { providerConfiguration } from './provider-config';

/**
 * The OpenID provider for config.oidc.issuer. It sits behind the gateway, so it trusts
 * X-Forwarded-Proto/Host for the URLs it writes (`proxy`).
 */
export function createProvider(config: AppConfig): Provider {
  const provider = new Provider(config.oidc.issuer, providerConfiguration(config, new MemoryStore()));
  provider.proxy = true;
  return provider;
}
