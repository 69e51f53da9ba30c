import type { ChefBffConfig } from './app';
import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule } from '@chefs/server-core';
import { DbModule } from '@chefs/db';
import { AuthModule } from '@chefs/auth';
import { PaymentsModule } from '@chefs/payments';
import { ApplicationsModule } from './applications/applications.module';
import { ChefBookingsModule } from './chef-bookings/chef-bookings.module';
import { ChefEarningsModule } from './chef-earnings/chef-earnings.module';
import { ChefProfileModule } from './chef-profile/chef-profile.module';

/** chef-bff: the chef portal (profile, application status, bookings, earnings). */
@Module({})
export class AppModule {
  static forRoot(config: ChefBffConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        DbModule.forRoot(config.databaseUrl, config.serviceName, config.databasePoolSize),
        AuthModule,
        PaymentsModule,
        ChefProfileModule,
        ApplicationsModule,
        ChefBookingsModule,
        ChefEarningsModule,
      ],
    };
  }
}
