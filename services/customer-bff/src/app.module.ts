import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule, type AppConfig } from '@chefs/server-core';
import { DbModule } from '@chefs/db';
import { AuthModule } from '@chefs/auth';
import { BookingsModule } from './bookings/bookings.module';
import { HomeModule } from './home/home.module';

/** customer-bff: the signed-in home and the customer's bookings. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        DbModule.forRoot(config.databaseUrl),
        AuthModule,
        HomeModule,
        BookingsModule,
      ],
    };
  }
}
