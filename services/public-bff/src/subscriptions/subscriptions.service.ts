import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  SUBSCRIPTION_LINK_INVALID,
  type ConfirmSubscriptionResponse,
  type SubscribeRecipesResponse,
} from '@chefs/contracts';
import { RecipeSubscriber } from '@chefs/db';
import { emailEvent, enqueueOutbox } from '@chefs/queue';
import { DomainError } from '@chefs/server-core';

/** How long a confirmation link works. */
const CONFIRMATION_TTL_MS = 48 * 60 * 60 * 1000;
/** One address is mailed at most one confirmation link per this pause, whoever asks. */
const CONFIRMATION_RESEND_PAUSE_MS = 10 * 60 * 1000;

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The recipe-collection mailing list, double opt-in: subscribing mails the address a
 * one-time link, and only an address confirmed from it receives recipe e-mails (the
 * welcome first). The form's answer is the same whatever the address's state.
 */
@Injectable()
export class SubscriptionsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Mails a confirmation link to an address (lower-cased) not yet confirmed, in the same
   * transaction as its new token; a confirmed address, or one mailed within the pause, is
   * sent nothing. Only the token's hash is stored.
   */
  async subscribe(email: string): Promise<SubscribeRecipesResponse> {
    const address = email.toLowerCase();
    await this.dataSource.transaction(async (manager) => {
      const subscriber = await this.lockedSubscriber(manager, address);
      const now = Date.now();
      if (subscriber.confirmedAt) return;
      if (subscriber.confirmationSentAt && now - subscriber.confirmationSentAt.getTime() < CONFIRMATION_RESEND_PAUSE_MS)
        return;
      const token = randomBytes(32).toString('base64url');
      const tokenHash = hashOf(token);
      await manager.update(RecipeSubscriber, subscriber.id, {
        confirmTokenHash: tokenHash,
        confirmTokenExpiresAt: new Date(now + CONFIRMATION_TTL_MS),
        confirmationSentAt: new Date(now),
      });
      await enqueueOutbox(
        manager,
        emailEvent('recipe_confirm', address, { token }, `recipe_confirm:${tokenHash.slice(0, 32)}`),
      );
    });
    return { email: address, accepted: true };
  }

  /**
   * Confirms the address whose link carries `token` and queues its welcome e-mail, once.
   * A link used again answers the same; an unknown or expired one answers 400.
   */
  async confirm(token: string): Promise<ConfirmSubscriptionResponse> {
    return this.dataSource.transaction(async (manager) => {
      const subscriber = await manager.findOne(RecipeSubscriber, {
        where: { confirmTokenHash: hashOf(token) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!subscriber) throw new DomainError('subscription.link_invalid', SUBSCRIPTION_LINK_INVALID);
      if (!subscriber.confirmedAt) {
        if (!subscriber.confirmTokenExpiresAt || subscriber.confirmTokenExpiresAt.getTime() <= Date.now())
          throw new DomainError('subscription.link_invalid', SUBSCRIPTION_LINK_INVALID);
        await manager.update(RecipeSubscriber, subscriber.id, { confirmedAt: new Date() });
        await enqueueOutbox(
          manager,
          emailEvent('recipe_welcome', subscriber.email, {}, `recipe_welcome:${subscriber.email}`),
        );
      }
      return { email: subscriber.email, confirmed: true };
    });
  }

  /** The subscriber row of an address, created if new, locked for this transaction. */
  private async lockedSubscriber(manager: EntityManager, address: string): Promise<RecipeSubscriber> {
    await manager.createQueryBuilder().insert().into(RecipeSubscriber).values({ email: address }).orIgnore().execute();
    return manager.findOneOrFail(RecipeSubscriber, {
      where: { email: address },
      lock: { mode: 'pessimistic_write' },
    });
  }
}
