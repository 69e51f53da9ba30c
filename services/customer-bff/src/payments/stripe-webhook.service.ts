import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { Booking, ProcessedWebhookEvent } from '@chefs/db';
import { PaymentsService } from '@chefs/payments';
import { PaymentStateService, type IntentRef } from './payment-state.service';

/** What the webhook answers Stripe (any 2xx means "do not send it again"). */
export interface WebhookAck {
  received: true;
  /** False for event types this service does not act on, and for events already processed. */
  applied: boolean;
}

type Effect =
  | { kind: 'succeeded'; intent: IntentRef }
  | { kind: 'failed'; intent: IntentRef }
  | { kind: 'refunded'; intent: IntentRef };

/**
 * Stripe's signed webhooks, each processed once: the event id is recorded in the same
 * transaction as its effect, so a repeat (or a concurrent duplicate) changes nothing.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger(StripeWebhookService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly state: PaymentStateService,
  ) {}

  async handle(rawBody: Buffer | undefined, signature: string | string[] | undefined): Promise<WebhookAck> {
    const event = this.payments.constructWebhookEvent(rawBody, signature);
    const effect = effectOf(event);
    if (!effect) return { received: true, applied: false };
    const applied = await this.dataSource.transaction(async (manager) => {
      if (!(await recordOnce(manager, event))) return false;
      const booking = await this.state.lockBookingOf(manager, effect.intent);
      if (!booking) {
        this.logger.warn(`${event.type} ${event.id}: no booking for PaymentIntent ${effect.intent.id}`);
        return true;
      }
      switch (effect.kind) {
        case 'succeeded':
          await this.state.applySucceeded(manager, booking, effect.intent.id);
          break;
        case 'failed':
          await this.state.applyFailed(manager, booking, event.id);
          break;
        case 'refunded':
          await this.state.applyRefunded(manager, booking, effect.intent.id);
          break;
      }
      return true;
    });
    if (effect.kind === 'succeeded') await this.refundIfCancelled(effect.intent);
    return { received: true, applied };
  }

  /**
   * A payment that succeeds after its booking was cancelled (the checkout was still open) is
   * refunded at once. Runs for repeats too, so Stripe's retry of a 503 here finishes the job.
   */
  private async refundIfCancelled(intent: IntentRef): Promise<void> {
    const booking = await this.dataSource
      .getRepository(Booking)
      .findOneBy({ stripePaymentIntentId: intent.id, status: 'cancelled', paymentStatus: 'paid' });
    if (!booking) return;
    this.logger.warn(`booking ${booking.id} was paid after it was cancelled: refunding it`);
    await this.payments.refundBooking(booking);
    await this.dataSource.transaction(async (manager) => {
      const locked = await this.state.lockBookingOf(manager, intent);
      if (locked) await this.state.applyRefunded(manager, locked);
    });
  }
}

/** Inserts the event id; false when it was processed before. */
async function recordOnce(manager: EntityManager, event: Stripe.Event): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .insert()
    .into(ProcessedWebhookEvent)
    .values({ id: event.id, type: event.type })
    .orIgnore()
    .returning('id')
    .execute();
  return (result.raw as unknown[]).length > 0;
}

/** The events that change a booking's payment; null for every other type. */
function effectOf(event: Stripe.Event): Effect | null {
  if (event.type === 'payment_intent.succeeded') return { kind: 'succeeded', intent: event.data.object };
  if (event.type === 'payment_intent.payment_failed') return { kind: 'failed', intent: event.data.object };
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    const intent = charge.payment_intent;
    const fullyRefunded = charge.refunded || charge.amount_refunded >= charge.amount;
    if (!intent || !fullyRefunded) return null;
    return {
      kind: 'refunded',
      intent: typeof intent === 'string' ? { id: intent, metadata: charge.metadata } : intent,
    };
  }
  return null;
}
