import type { Agent } from 'node:https';
import type { QueueName } from '@chefs/contracts';

/** Run-time options of the worker app that are not configuration (tests override them). */
export interface WorkerOptions {
  /** BullMQ key prefix; tests use a unique one per run. */
  queuePrefix?: string;
  /** How often the outbox relay runs, in ms; 0 turns the timer off (tests call it directly). */
  relayIntervalMs?: number;
  /** Registers the repeatable maintenance jobs (reminders, completion). */
  scheduleMaintenance?: boolean;
  /** HTTPS agent for requests to push services (tests trust their local push service with it). */
  pushAgent?: Agent;
  /**
   * Origins of a local push service the worker may send to although it is no public push
   * service (tests: https://127.0.0.1:<port>). Ignored in production; main.ts sets none.
   */
  localPushOrigins?: readonly string[];
  /** Jobs run at once per queue (DEFAULT_CONCURRENCY where not given). */
  concurrency?: Partial<Record<QueueName, number>>;
  /** BullMQ lock duration and stalled-job check interval, in ms (tests shorten them to take over from a killed worker). */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
}

/**
 * Jobs run at once per queue, per worker process. E-mail and push wait on the network and on one
 * Postgres transaction each; reminders mostly on Redis; maintenance scans run one at a time.
 * `npm run bench:worker` measures what these give.
 */
export const DEFAULT_CONCURRENCY: Record<QueueName, number> = {
  email: 20,
  push: 20,
  reminders: 50,
  maintenance: 1,
};

export const WORKER_OPTIONS = Symbol('WORKER_OPTIONS');
export const DEFAULT_RELAY_INTERVAL_MS = 1000;
