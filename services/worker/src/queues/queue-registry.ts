import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Job, Worker } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '@chefs/server-core';
import { closeQueues, createQueues, createWorker, type QueueSet } from '@chefs/queue';
import type { QueueName } from '@chefs/contracts';
import { WORKER_OPTIONS, type WorkerOptions } from '../worker-options';

/** The worker's BullMQ queues (closed at shutdown) and the one way to start a BullMQ worker. */
@Injectable()
export class QueueRegistry implements OnApplicationShutdown {
  private readonly logger = new Logger(QueueRegistry.name);
  readonly queues: QueueSet;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(WORKER_OPTIONS) private readonly options: WorkerOptions,
  ) {
    this.queues = createQueues({ redisUrl: config.redisUrl, prefix: options.queuePrefix });
    for (const queue of Object.values(this.queues))
      queue.on('error', (err) => this.logger.error(`${queue.name} queue error: ${err.message}`));
  }

  /** Starts a BullMQ worker for a queue (the caller closes it); failures are logged and retried by BullMQ. */
  process<T>(name: QueueName, handler: (job: Job<T>) => Promise<unknown>, concurrency = 5): Worker<T> {
    const worker = createWorker<T>(name, handler, {
      redisUrl: this.config.redisUrl,
      prefix: this.options.queuePrefix,
      concurrency,
    });
    worker.on('failed', (job, err) =>
      this.logger.warn(`${name} job ${job?.id ?? '?'} failed (attempt ${job?.attemptsMade ?? '?'}): ${err.message}`),
    );
    worker.on('error', (err) => this.logger.error(`${name} worker error: ${err.message}`));
    return worker;
  }

  async onApplicationShutdown(): Promise<void> {
    await closeQueues(this.queues);
  }
}
