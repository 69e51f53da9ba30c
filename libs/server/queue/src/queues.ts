import { Queue, Worker, type Job, type JobsOptions } from 'bullmq';
import { QUEUES, type QueueName } from '@chefs/contracts';
import { bullConnection, DEFAULT_QUEUE_PREFIX, type QueueConnectionOptions } from './connection';

export type QueueSet = Record<QueueName, Queue>;

/** Retries with exponential backoff; finished jobs are kept a while so a re-add with the same id is ignored. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 10000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

/** One BullMQ queue (a producer); it owns its Redis connection, closed by `queue.close()`. */
export function createQueue(name: QueueName, opts: QueueConnectionOptions): Queue {
  return new Queue(name, {
    connection: bullConnection(opts.redisUrl),
    prefix: opts.prefix ?? DEFAULT_QUEUE_PREFIX,
    defaultJobOptions: DEFAULT_JOB_OPTIONS,
  });
}

/** Every queue of @chefs/contracts QUEUES. */
export function createQueues(opts: QueueConnectionOptions): QueueSet {
  return {
    email: createQueue(QUEUES.email, opts),
    push: createQueue(QUEUES.push, opts),
    maintenance: createQueue(QUEUES.maintenance, opts),
  };
}

export async function closeQueues(queues: QueueSet): Promise<void> {
  await Promise.all(Object.values(queues).map((q) => q.close()));
}

/** A BullMQ worker on its own blocking connection (maxRetriesPerRequest: null). */
export function createWorker<T = unknown>(
  name: QueueName,
  processor: (job: Job<T>) => Promise<unknown>,
  opts: QueueConnectionOptions & { concurrency?: number; autorun?: boolean },
): Worker<T> {
  return new Worker<T>(name, processor, {
    connection: bullConnection(opts.redisUrl),
    prefix: opts.prefix ?? DEFAULT_QUEUE_PREFIX,
    concurrency: opts.concurrency ?? 5,
    autorun: opts.autorun ?? true,
  });
}
