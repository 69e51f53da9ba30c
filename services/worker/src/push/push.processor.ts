import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Worker } from 'bullmq';
import { QUEUES } from '@chefs/contracts';
import { QueueRegistry } from '../queues/queue-registry';
import { parsePushJob } from '../queues/parse-job';
import { PushService } from './push.service';

/** `push` queue: parse the payload, notify the user's devices once each. */
@Injectable()
export class PushProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private worker?: Worker;

  constructor(
    private readonly registry: QueueRegistry,
    private readonly push: PushService,
  ) {}

  onApplicationBootstrap(): void {
    this.worker = this.registry.process(QUEUES.push, (job) => this.push.send(parsePushJob(job.data), job.id));
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }
}
