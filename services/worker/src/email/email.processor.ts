import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Worker } from 'bullmq';
import { QUEUES } from '@chefs/contracts';
import { QueueRegistry } from '../queues/queue-registry';
import { parseEmailJob } from '../queues/parse-job';
import { EmailService } from './email.service';

/** `email` queue: parse the payload, send it once. */
@Injectable()
export class EmailProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private worker?: Worker;

  constructor(
    private readonly registry: QueueRegistry,
    private readonly email: EmailService,
  ) {}

  onApplicationBootstrap(): void {
    this.worker = this.registry.process(QUEUES.email, (job) => this.email.send(parseEmailJob(job.data), job.id));
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }
}
