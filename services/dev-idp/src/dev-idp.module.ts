import { type DynamicModule, Module } from '@nestjs/common';
import { RouterModule } from '@nestjs/core';
import { InteractionModule } from './interaction/interaction.module';
import { ProviderModule } from './provider/provider.module';

/** The provider and its interaction pages, the pages under the issuer's path (e.g. /oidc/interaction/:uid). */
@Module({})
export class DevIdpModule {
  static forRoot(mountPath: string): DynamicModule {
    return {
      module: DevIdpModule,
      imports: [
        ProviderModule,
        InteractionModule,
        RouterModule.register([{ path: mountPath || '/', module: InteractionModule }]),
      ],
    };
  }
}
