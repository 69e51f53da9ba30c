import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { UnrecoverableError, type Job, type Worker } from 'bullmq';
import { APP_CONFIG } from '@chefs/server-core';
import { closeQueues, createQueues, createWorker, type QueueSet } from '@chefs/queue';
import type { QueueName } from '@chefs/contracts';
import { DEFAULT_CONCURRENCY, WORKER_OPTIONS, type WorkerOptions } from '../worker-options';
import { bookingIdOf } from './parse-job';
import type { WorkerConfig } from '../app.module';

/** The worker's BullMQ queues (closed at shutdown) and the one way to start a BullMQ worker. */
@Injectable()
export class QueueRegistry implements OnApplicationShutdown {
  private readonly logger = new Logger(QueueRegistry.name);
  readonly queues: QueueSet;

  constructor(
    @Inject(APP_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_OPTIONS) private readonly options: WorkerOptions,
  ) {
    this.queues = createQueues({ redisUrl: config.redisUrl, prefix: options.queuePrefix });
    for (const queue of Object.values(this.queues))
      queue.on('error', (err) => this.logger.error(`${queue.name} queue error: ${err.message}`));
  }

  /**
   * Starts a BullMQ worker for a queue (the caller closes it). A failure is logged with the job's
   * booking and retried by BullMQ with backoff; after the last attempt the job stays in the
   * failed list (DEFAULT_JOB_OPTIONS), where the queue dashboard shows it.
   */
  process<T>(name: QueueName, handler: (job: Job<T>) => Promise<unknown>): Worker<T> {
    const worker = createWorker<T>(name, handler, {
      redisUrl: this.config.redisUrl,
      prefix: this.options.queuePrefix,
      concurrency: this.options.concurrency?.[name] ?? DEFAULT_CONCURRENCY[name],
      lockDurationMs: this.options.lockDurationMs,
      stalledIntervalMs: this.options.stalledIntervalMs,
    });
    worker.on('failed', (job, err) => {
      const booking = bookingIdOf(job?.data);
      const attempts = `attempt ${job?.attemptsMade ?? '?'} of ${job?.opts.attempts ?? 1}`;
      const last = err instanceof UnrecoverableError || !job || job.attemptsMade >= (job.opts.attempts ?? 1);
      const final = last ? ', left in the failed list' : ', will retry with backoff';
      this.logger.warn(
        `${name} job ${job?.id ?? '?'}${booking ? ` of booking ${booking}` : ''} failed (${attempts}${final}): ${err.message}`,
      );
    });
    worker.on('error', (err) => this.logger.error(`${name} worker error: ${err.message}`));
    return worker;
  }

  async onApplicationShutdown(): Promise<void> {
    await closeQueues(this.queues);
  }
}
