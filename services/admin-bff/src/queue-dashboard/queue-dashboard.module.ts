import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { BullBoardModule } from '@bull-board/nestjs';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { QUEUES } from '@chefs/contracts';
import { QUEUE_DASHBOARD_PATH } from './queue-dashboard.guard';
import type { AdminBffConfig } from '../app';

const DASHBOARD_REDIS = Symbol('DASHBOARD_REDIS');

/** Closes the dashboard's queues and their one Redis connection when the app stops. */
class DashboardConnections implements OnApplicationShutdown {
  constructor(
    @Inject(DASHBOARD_REDIS) private readonly redis: Redis,
    @Inject(Queue) private readonly queues: Queue[],
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.queues.map((q) => q.close()));
    this.redis.disconnect();
  }
}

/**
 * Bull Board at /api/admin/queues over every queue of the worker (same Redis, same key prefix):
 * waiting, delayed, active, completed and failed jobs with their data and errors, and retry of
 * failed ones. Admins only (queue-dashboard.guard.ts, a hook on the raw routes the board adds).
 */
@Module({})
export class QueueDashboardModule {
  static forRoot(config: AdminBffConfig): DynamicModule {
    // One connection for the board that fails fast while Redis is down (the guard answers 503),
    // instead of queueing the board's reads until Redis returns.
    const redis = new Redis(config.redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    redis.on('error', () => undefined);
    const queues = Object.values(QUEUES).map(
      (name) => new Queue(name, { connection: redis, prefix: config.queuePrefix }),
    );
    for (const queue of queues) queue.on('error', () => undefined);
    return {
      module: QueueDashboardModule,
      imports: [
        BullBoardModule.forRoot({
          route: QUEUE_DASHBOARD_PATH,
          adapter: FastifyAdapter,
          boardOptions: { uiConfig: { boardTitle: 'Chefs queues' } },
        }),
        ...queues.map((queue) => BullBoardModule.forFeature({ name: queue.name, queue, adapter: BullMQAdapter })),
      ],
      providers: [
        { provide: DASHBOARD_REDIS, useValue: redis },
        { provide: Queue, useValue: queues },
        DashboardConnections,
      ],
      exports: [DASHBOARD_REDIS],
    };
  }
}

export { DASHBOARD_REDIS };
