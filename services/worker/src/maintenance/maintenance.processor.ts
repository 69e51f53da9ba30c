import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { UnrecoverableError, type Worker } from 'bullmq';
import { QUEUES } from '@chefs/contracts';
import { QueueRegistry } from '../queues/queue-registry';
import { WORKER_OPTIONS, type WorkerOptions } from '../worker-options';
import { ReminderScheduleService } from '../reminders/reminder-schedule.service';
import { CompletionService } from './completion.service';
import { ExpiryService } from './expiry.service';
import { RetentionService, type RetentionResult } from './retention.service';

export const MAINTENANCE_JOBS = {
  reminders: 'reconcile-reminders',
  completion: 'complete-bookings',
  expiry: 'expire-unanswered-bookings',
  retention: 'prune-outbox',
} as const;
/** The periodic reminder scan this worker replaced with one delayed job per booking. */
const RETIRED_SCHEDULERS = ['send-reminders'];

/**
 * `maintenance` queue: hourly repeatable jobs that reconcile the next days' reminder jobs with
 * the bookings (a safety net: reminders are delayed jobs moved by the BFFs' changes), complete
 * the confirmed bookings whose date has passed, cancel (and refund) the pending ones the chef
 * never answered, and delete the outbox rows and Stripe events past their use.
 */
@Injectable()
export class MaintenanceProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MaintenanceProcessor.name);
  private worker?: Worker;

  constructor(
    private readonly registry: QueueRegistry,
    private readonly reminders: ReminderScheduleService,
    private readonly completion: CompletionService,
    private readonly expiry: ExpiryService,
    private readonly retention: RetentionService,
    @Inject(WORKER_OPTIONS) private readonly options: WorkerOptions,
  ) {}

  onApplicationBootstrap(): void {
    this.worker = this.registry.process(QUEUES.maintenance, (job) => this.run(job.name));
    // In the background: boot (and /healthz) must not wait for Redis.
    if (this.options.scheduleMaintenance !== false) {
      this.schedule().catch((err: unknown) =>
        this.logger.error(`could not schedule maintenance jobs: ${err instanceof Error ? err.message : String(err)}`),
      );
    }
  }

  /** Idempotent: every start upserts the same hourly schedulers (and drops retired ones). */
  private async schedule(): Promise<void> {
    const queue = this.registry.queues.maintenance;
    for (const id of RETIRED_SCHEDULERS) await queue.removeJobScheduler(id);
    for (const name of Object.values(MAINTENANCE_JOBS))
      await queue.upsertJobScheduler(name, { every: 60 * 60 * 1000 }, { name });
  }

  /** The job's result: how many reminders were put back, bookings completed or cancelled, or rows deleted. */
  run(name: string): Promise<number | RetentionResult> {
    switch (name) {
      case MAINTENANCE_JOBS.reminders:
        return this.reminders.reconcile();
      case MAINTENANCE_JOBS.completion:
        return this.completion.completePastBookings();
      case MAINTENANCE_JOBS.expiry:
        return this.expiry.expireUnansweredBookings();
      case MAINTENANCE_JOBS.retention:
        return this.retention.prune();
      default:
        throw new UnrecoverableError(`unknown maintenance job "${name}"`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }
}
