import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '@chefs/server-core';
import { createProvider } from './create-provider';
import { OIDC_PROVIDER } from './oidc-provider.token';
import type { DevIdpConfig } from '../create-dev-idp-app';

@Global()
@Module({
  providers: [
    { provide: OIDC_PROVIDER, useFactory: (config: DevIdpConfig) => createProvider(config), inject: [APP_CONFIG] },
  ],
  exports: [OIDC_PROVIDER],
})
export class ProviderModule {}
