import { Queue, Worker, type Job, type JobsOptions } from 'bullmq';
import { QUEUES, REMINDER_JOBS, type QueueName } from '@chefs/contracts';
import { bullConnection, DEFAULT_QUEUE_PREFIX, type QueueConnectionOptions } from './connection';

export type QueueSet = Record<QueueName, Queue>;

/**
 * Every queue's job options: 5 attempts with exponential backoff (2 s, 4 s, 8 s, 16 s); finished
 * jobs are kept a while so a re-add with the same id is ignored; a job that used up its attempts
 * stays in the failed list for 30 days, where the queue dashboard shows it and can retry it.
 */
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
    reminders: createQueue(QUEUES.reminders, opts),
  };
}

/** The job name an outbox row of a queue is added under (its processor dispatches on it). */
export function outboxJobName(queue: string): string {
  return queue === QUEUES.reminders ? REMINDER_JOBS.sync : queue;
}

export async function closeQueues(queues: QueueSet): Promise<void> {
  await Promise.all(Object.values(queues).map((q) => q.close()));
}

export interface CreateWorkerOptions extends QueueConnectionOptions {
  concurrency?: number;
  autorun?: boolean;
  /**
   * How long a job stays locked to this worker without a renewal (BullMQ's default 30 s). A
   * worker that dies leaves its job locked this long; then another worker takes it over.
   */
  lockDurationMs?: number;
  /** How often this worker looks for such stalled jobs (BullMQ's default 30 s). */
  stalledIntervalMs?: number;
}

/** A BullMQ worker on its own blocking connection (maxRetriesPerRequest: null). */
export function createWorker<T = unknown>(
  name: QueueName,
  processor: (job: Job<T>) => Promise<unknown>,
  opts: CreateWorkerOptions,
): Worker<T> {
  return new Worker<T>(name, processor, {
    connection: bullConnection(opts.redisUrl),
    prefix: opts.prefix ?? DEFAULT_QUEUE_PREFIX,
    concurrency: opts.concurrency ?? 5,
    autorun: opts.autorun ?? true,
    // After a Redis error, try again in 2 s (BullMQ's default is 15 s): the worker is back at
    // work soon after Redis is.
    runRetryDelay: 2000,
    ...(opts.lockDurationMs ? { lockDuration: opts.lockDurationMs } : {}),
    ...(opts.stalledIntervalMs ? { stalledInterval: opts.stalledIntervalMs } : {}),
  });
}
