import type { CustomerBffConfig } from './app';
import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule } from '@chefs/server-core';
import { DbModule } from '@chefs/db';
import { AuthModule } from '@chefs/auth';
import { PaymentsModule } from '@chefs/payments';
import { BookingsModule } from './bookings/bookings.module';
import { HomeModule } from './home/home.module';
import { NotificationsModule } from './notifications/notifications.module';
import { CustomerPaymentsModule } from './payments/payments.module';
import { ReviewsModule } from './reviews/reviews.module';
import { ScheduleRequestsModule } from './schedule-requests/schedule-requests.module';

/** customer-bff: the signed-in home, bookings, payments, schedule requests, reviews and push subscriptions. */
@Module({})
export class AppModule {
  static forRoot(config: CustomerBffConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        DbModule.forRoot(config.databaseUrl, config.serviceName, config.databasePoolSize),
        AuthModule,
        PaymentsModule,
        HomeModule,
        BookingsModule,
        CustomerPaymentsModule,
        ScheduleRequestsModule,
        ReviewsModule,
        NotificationsModule,
      ],
    };
  }
}
