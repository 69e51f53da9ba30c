import type { Agent } from 'node:https';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { sendNotification, WebPushError } from 'web-push';
import { APP_CONFIG } from '@chefs/server-core';
import { PushSubscription, preparedQuery } from '@chefs/db';
import { pushEndpointProblem, QUEUES, type PushEndpointAllowance, type PushJob } from '@chefs/contracts';
import { oncePerJob } from '../queues/once';
import { PublicAddressAgent, RefusedAddressError } from './public-address-agent';
import { pushTopic, toPushPayload } from './push-payload';
import { WORKER_OPTIONS, type WorkerOptions } from '../worker-options';
import type { WorkerConfig } from '../app.module';

/** Push service answers meaning the subscription is gone for good. */
const GONE = new Set([404, 410]);
/** How long a push service may take to answer (web-push sets no limit of its own). */
const PUSH_TIMEOUT_MS = 10_000;

/** Sends a push job to every device the user subscribed, once per device. */
@Injectable()
export class PushService {
  private readonly logger = new Logger(PushService.name);
  /** Connects to public internet addresses only (outside production, this machine's too). */
  private readonly agent: Agent;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_OPTIONS) private readonly options: WorkerOptions,
  ) {
    this.agent = options.pushAgent ?? new PublicAddressAgent({ allowLoopback: config.nodeEnv !== 'production' });
  }

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
    const about = job.bookingId ? ` of booking ${job.bookingId}` : '';
    const sendable = await this.dropRefused(subscriptions, `job ${jobId ?? '-'}${about}`);
    const payload = JSON.stringify(toPushPayload(job));
    let sent = 0;
    for (const sub of sendable) {
      const ran = await oncePerJob(this.dataSource, QUEUES.push, { jobId, part: sub.id }, async (manager) => {
        try {
          await sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
            vapidDetails: this.config.vapid,
            TTL: 24 * 3600,
            timeout: PUSH_TIMEOUT_MS,
            ...(jobId ? { topic: pushTopic(`${jobId}:${sub.id}`) } : {}),
            agent: this.agent,
          });
        } catch (err) {
          // The endpoint's name leads into a network (SSRF): as a refused endpoint, deleted.
          if (err instanceof RefusedAddressError) {
            await manager.getRepository(PushSubscription).delete({ id: sub.id });
            this.logger.warn(`deleted push subscription ${sub.id} (job ${jobId ?? '-'}${about}): ${err.message}`);
            return;
          }
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
    this.logger.log(`push job ${jobId ?? '-'}${about}: sent to ${sent} of ${sendable.length} devices`);
    return sent;
  }

  /**
   * The subscriptions whose endpoint a push may go to; the others are deleted. customer-bff
   * refuses such endpoints (isPushEndpoint), but rows stored before it did, or written some other
   * way, would have the worker POST into our own network (SSRF). The same allowance as there:
   * outside production, plain http on this machine (the e2e suite's stand-in), and the local
   * push service origins the tests give.
   */
  private async dropRefused<S extends { id: number; endpoint: string }>(subscriptions: S[], about: string) {
    const prod = this.config.nodeEnv === 'production';
    const allow: PushEndpointAllowance = prod ? {} : { loopbackHttp: true, origins: this.options.localPushOrigins };
    const refused = subscriptions.flatMap((sub) => {
      const problem = pushEndpointProblem(sub.endpoint, allow);
      return problem === null ? [] : [{ sub, problem }];
    });
    if (refused.length === 0) return subscriptions;
    await this.dataSource.getRepository(PushSubscription).delete({ id: In(refused.map((r) => r.sub.id)) });
    for (const { sub, problem } of refused)
      this.logger.warn(
        `deleted push subscription ${sub.id} (${about}): its endpoint is no push service's (${problem})`,
      );
    return subscriptions.filter((sub) => !refused.some((r) => r.sub === sub));
  }
}
