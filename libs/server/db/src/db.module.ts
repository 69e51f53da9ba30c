import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createDataSource } from './data-source';

/** Closes the pool when the app shuts down. */
class DataSourceCloser implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

/**
 * Provides the connected TypeORM DataSource to the whole app: inject it by its class,
 * `constructor(private readonly dataSource: DataSource)`. Never migrates: migrations are
 * their own step (the db CLI). `applicationName` is the service's name, which Postgres shows for
 * each of its connections (`application_name` in pg_stat_activity); `poolSize` the most
 * connections it holds at once (DATABASE_POOL_SIZE).
 */
@Global()
@Module({})
export class DbModule {
  static forRoot(databaseUrl: string, applicationName?: string, poolSize?: number): DynamicModule {
    return {
      module: DbModule,
      providers: [
        {
          provide: DataSource,
          useFactory: () => createDataSource(databaseUrl, applicationName, poolSize).initialize(),
        },
        DataSourceCloser,
      ],
      exports: [DataSource],
    };
  }
}
