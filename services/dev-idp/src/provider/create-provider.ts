import Provider from 'oidc-provider';
import { MemoryStore } from './memory-adapter';
import { providerConfiguration } from './provider-config';
import type { DevIdpConfig } from '../create-dev-idp-app';

/**
 * The OpenID provider for config.oidc.issuer. It sits behind the gateway, so it trusts
 * X-Forwarded-Proto/Host for the URLs it writes (`proxy`).
 */
export function createProvider(config: DevIdpConfig): Provider {
  const provider = new Provider(config.oidc.issuer, providerConfiguration(config, new MemoryStore()));
  provider.proxy = true;
  return provider;
}
