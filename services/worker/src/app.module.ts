import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule, type AppConfig } from '@chefs/server-core';
import { DbModule } from '@chefs/db';
import { PaymentsModule } from '@chefs/payments';
import { QueuesModule } from './queues/queues.module';
import { RelayModule } from './relay/relay.module';
import { EmailModule } from './email/email.module';
import { PushModule } from './push/push.module';
import { MaintenanceModule } from './maintenance/maintenance.module';
import { RemindersModule } from './reminders/reminders.module';
import type { WorkerOptions } from './worker-options';

/** The config groups the worker reads (main.ts and the tests load the same). */
export const CONFIG_GROUPS = ['database', 'redis', 'smtp', 'vapid', 'stripe'] as const;
/** The configuration the worker runs with: the base and exactly its CONFIG_GROUPS. */
export type WorkerConfig = AppConfig<(typeof CONFIG_GROUPS)[number]>;

/** The worker: no HTTP API besides /healthz and /readyz; relays the outbox and processes the queues. */
@Module({})
export class AppModule {
  static forRoot(config: WorkerConfig, options: WorkerOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        DbModule.forRoot(config.databaseUrl, config.serviceName, config.databasePoolSize),
        PaymentsModule,
        QueuesModule.forRoot(options),
        RelayModule,
        EmailModule,
        PushModule,
        RemindersModule,
        MaintenanceModule,
      ],
    };
  }
}
