import { Global, Module, type DynamicModule } from '@nestjs/common';
import { WORKER_OPTIONS, type WorkerOptions } from '../worker-options';
import { QueueRegistry } from './queue-registry';

@Global()
@Module({})
export class QueuesModule {
  static forRoot(options: WorkerOptions): DynamicModule {
    return {
      module: QueuesModule,
      providers: [{ provide: WORKER_OPTIONS, useValue: options }, QueueRegistry],
      exports: [WORKER_OPTIONS, QueueRegistry],
    };
  }
}
