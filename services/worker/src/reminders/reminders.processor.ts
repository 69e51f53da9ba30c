import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { UnrecoverableError, type Job, type Worker } from 'bullmq';
import { QUEUES, REMINDER_JOBS } from '@chefs/contracts';
import { QueueRegistry } from '../queues/queue-registry';
import { parseReminderJob, parseReminderSyncJob } from '../queues/parse-job';
import { ReminderScheduleService } from './reminder-schedule.service';
import { SendReminderService } from './send-reminder.service';

/** `reminders` queue: `sync-reminder` (from the outbox) moves a booking's reminder; `send-reminder` sends it. */
@Injectable()
export class RemindersProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private worker?: Worker;

  constructor(
    private readonly registry: QueueRegistry,
    private readonly schedule: ReminderScheduleService,
    private readonly sender: SendReminderService,
  ) {}

  onApplicationBootstrap(): void {
    this.worker = this.registry.process(QUEUES.reminders, (job) => this.run(job));
  }

  run(job: Job): Promise<string> {
    switch (job.name) {
      case REMINDER_JOBS.sync:
        return this.schedule.sync(parseReminderSyncJob(job.data).bookingId);
      case REMINDER_JOBS.send:
        return this.sender.send(parseReminderJob(job.data));
      default:
        throw new UnrecoverableError(`unknown reminders job "${job.name}"`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }
}
