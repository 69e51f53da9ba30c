import type { Agent } from 'node:https';

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
}

export const WORKER_OPTIONS = Symbol('WORKER_OPTIONS');
export const DEFAULT_RELAY_INTERVAL_MS = 1000;
