import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isPushEndpoint, PUSH_MESSAGES, toBase64Url, type PushSubscriptionStatus } from '@chefs/contracts';
import { PushSubscription } from '@chefs/db';
import { APP_CONFIG, type AppConfig, fieldError } from '@chefs/server-core';
import { pushKeysOf, type PushSubscriptionDto, type PushUnsubscribeDto } from './dto/push-subscription.dto';

/**
 * The devices a signed-in user receives web pushes on. One row per endpoint: a browser that
 * subscribes again (same endpoint, new keys, or another user signed in on it) replaces the row,
 * so the endpoint belongs to whoever subscribed it last and a device never gets a push twice.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The same row whichever form the keys came in: the spec's flat p256dh and auth, or the browser's `keys`. */
  async subscribe(userId: string, dto: PushSubscriptionDto): Promise<PushSubscriptionStatus> {
    this.assertEndpoint(dto.endpoint);
    const keys = pushKeysOf(dto);
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(PushSubscription)
      .values({
        userId,
        endpoint: dto.endpoint,
        p256dh: toBase64Url(keys.p256dh),
        auth: toBase64Url(keys.auth),
      })
      .orUpdate(['user_id', 'p256dh', 'auth'], ['endpoint'])
      .execute();
    return { subscribed: true };
  }

  /** Forgets the caller's own subscription of that endpoint; anyone else's stays (and the answer is the same). */
  async unsubscribe(userId: string, dto: PushUnsubscribeDto): Promise<PushSubscriptionStatus> {
    await this.dataSource.getRepository(PushSubscription).delete({ userId, endpoint: dto.endpoint });
    return { subscribed: false };
  }

  private assertEndpoint(endpoint: string): void {
    // Outside production a plain-http endpoint on this machine is a local push stand-in (e2e).
    if (!isPushEndpoint(endpoint, { loopbackHttp: this.config.nodeEnv !== 'production' })) {
      throw fieldError('push.endpoint_invalid', 'endpoint', PUSH_MESSAGES.endpoint);
    }
  }
}
