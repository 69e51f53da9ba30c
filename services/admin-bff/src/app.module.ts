import type { AdminBffConfig } from './app';
import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule } from '@chefs/server-core';
import { DbModule } from '@chefs/db';
import { AuthModule } from '@chefs/auth';
import { PaymentsModule } from '@chefs/payments';
import { AdminApplicationsModule } from './applications/admin-applications.module';
import { AdminBookingsModule } from './bookings/admin-bookings.module';
import { AdminChefsModule } from './chefs/admin-chefs.module';
import { OverviewModule } from './overview/overview.module';
import { AdminRecipesModule } from './recipes/admin-recipes.module';
import { AdminScheduleRequestsModule } from './schedule-requests/admin-schedule-requests.module';
import { AdminUsersModule } from './users/admin-users.module';
import { OperationsModule } from './operations/operations.module';
import { QueueDashboardModule } from './queue-dashboard/queue-dashboard.module';

/** admin-bff: the admin dashboard; every route needs role admin. */
@Module({})
export class AppModule {
  static forRoot(config: AdminBffConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        DbModule.forRoot(config.databaseUrl, config.serviceName, config.databasePoolSize),
        AuthModule,
        PaymentsModule,
        OverviewModule,
        AdminApplicationsModule,
        AdminChefsModule,
        AdminBookingsModule,
        AdminRecipesModule,
        AdminUsersModule,
        AdminScheduleRequestsModule,
        OperationsModule,
        QueueDashboardModule.forRoot(config),
      ],
    };
  }
}
