import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@chefs/server-core';
import { createProvider } from './create-provider';
import { OIDC_PROVIDER } from './oidc-provider.token';

@Global()
@Module({
  providers: [
    { provide: OIDC_PROVIDER, useFactory: (config: AppConfig) => createProvider(config), inject: [APP_CONFIG] },
  ],
  exports: [OIDC_PROVIDER],
})
export class ProviderModule {}
