import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sendNotification, WebPushError } from 'web-push';
import { APP_CONFIG } from '@chefs/server-core';
import { PushSubscription, preparedQuery } from '@chefs/db';
import { QUEUES, type PushJob } from '@chefs/contracts';
import { oncePerJob } from '../queues/once';
import { pushTopic, toPushPayload } from './push-payload';
import { WORKER_OPTIONS, type WorkerOptions } from '../worker-options';
import type { WorkerConfig } from '../app.module';

/** Push service answers meaning the subscription is gone for good. */
const GONE = new Set([404, 410]);

/** Sends a push job to every device the user subscribed, once per device. */
@Injectable()
export class PushService {
  private readonly logger = new Logger(PushService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_OPTIONS) private readonly options: WorkerOptions,
  ) {}

  get configured(): boolean {
    return Boolean(this.config.vapid.publicKey && this.config.vapid.privateKey);
  }

  /** Answers how many devices were sent the notification by this run. */
  async send(job: PushJob, jobId: string | undefined): Promise<number> {
    if (!this.configured) {
      this.logger.log(`push skipped (job ${jobId ?? '-'}): VAPID keys are not configured`);
      return 0;
    }
    // Prepared: asked for every push job, and most people have no device subscribed.
    const subscriptions = await preparedQuery<Pick<PushSubscription, 'id' | 'endpoint' | 'p256dh' | 'auth'>>(
      this.dataSource,
      'push-subscriptions-of-user',
      'SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1 ORDER BY id',
      [job.userId],
    );
    const payload = JSON.stringify(toPushPayload(job));
    const about = job.bookingId ? ` of booking ${job.bookingId}` : '';
    let sent = 0;
    for (const sub of subscriptions) {
      const ran = await oncePerJob(this.dataSource, QUEUES.push, { jobId, part: sub.id }, async (manager) => {
        try {
          await sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
            vapidDetails: this.config.vapid,
            TTL: 24 * 3600,
            ...(jobId ? { topic: pushTopic(`${jobId}:${sub.id}`) } : {}),
            ...(this.options.pushAgent ? { agent: this.options.pushAgent } : {}),
          });
        } catch (err) {
          if (!(err instanceof WebPushError) || !GONE.has(err.statusCode)) throw err;
          await manager.getRepository(PushSubscription).delete({ id: sub.id });
          this.logger.log(
            `deleted push subscription ${sub.id} (job ${jobId ?? '-'}${about}): the push service answered ${err.statusCode}`,
          );
          return;
        }
        sent += 1;
      });
      if (!ran) this.logger.log(`skipped push to subscription ${sub.id}: job ${jobId ?? '-'}${about} already sent it`);
    }
    this.logger.log(`push job ${jobId ?? '-'}${about}: sent to ${sent} of ${subscriptions.length} devices`);
    return sent;
  }
}
