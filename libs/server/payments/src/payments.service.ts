import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '@chefs/server-core';
import { invalidWebhookSignature, paymentNotConfigured, paymentUnavailable, stripeErrorCode } from './payment-errors';
import { createStripeClient } from './stripe-client';

/** What a refund needs to know of a booking. */
export interface RefundableBooking {
  id: number;
  stripePaymentIntentId: string | null;
}

/** One idempotency key per booking: whoever refunds it (customer, chef, admin), it is one refund. */
export const refundIdempotencyKey = (bookingId: number): string => `refund-booking-${bookingId}`;

/**
 * Stripe for every BFF: the configured client, and the full refund of a booking's payment.
 * A Stripe failure is logged with its detail and thrown as 503 `payment_unavailable`.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);
  private readonly client: Stripe | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig<'stripe'>) {
    this.client = createStripeClient(config.stripe);
  }

  /** Both keys are set: the browser can pay. */
  get configured(): boolean {
    return this.client !== null && this.config.stripe.publishableKey !== '';
  }

  /** The client; 503 `payment_not_configured` without a secret key. */
  get stripe(): Stripe {
    if (!this.client) throw paymentNotConfigured();
    return this.client;
  }

  /**
   * Runs one Stripe call; any failure of it (unreachable, timed out, refused) is logged and
   * answered as 503 `payment_unavailable`.
   */
  async call<T>(what: string, work: (stripe: Stripe) => Promise<T>): Promise<T> {
    const stripe = this.stripe;
    try {
      return await work(stripe);
    } catch (error) {
      this.logFailure(what, error);
      throw paymentUnavailable();
    }
  }

  /**
   * Refunds a booking's payment in full. Safe to repeat: the idempotency key is the booking's,
   * and a charge Stripe already refunded counts as refunded. Answers the refund id (null when
   * Stripe had refunded it before under another key).
   */
  async refundBooking(booking: RefundableBooking): Promise<string | null> {
    const paymentIntent = booking.stripePaymentIntentId;
    if (!paymentIntent) {
      this.logger.error(`booking ${booking.id} is paid but has no PaymentIntent to refund`);
      throw paymentUnavailable();
    }
    const stripe = this.stripe;
    try {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent },
        { idempotencyKey: refundIdempotencyKey(booking.id) },
      );
      return refund.id;
    } catch (error) {
      if (stripeErrorCode(error) === 'charge_already_refunded') return null;
      this.logFailure(`refund of booking ${booking.id}`, error);
      throw paymentUnavailable();
    }
  }

  /**
   * The event of a webhook request, verified against STRIPE_WEBHOOK_SECRET with the raw bytes
   * Stripe signed. A missing or wrong signature is 400 `invalid_signature`; without a secret
   * nothing can be verified (503 `payment_not_configured`).
   */
  constructWebhookEvent(rawBody: Buffer | undefined, signature: string | string[] | undefined): Stripe.Event {
    const secret = this.config.stripe.webhookSecret;
    if (!secret) throw paymentNotConfigured();
    if (!rawBody || typeof signature !== 'string' || signature === '') throw invalidWebhookSignature();
    const webhooks = this.client?.webhooks ?? Stripe.webhooks;
    try {
      return webhooks.constructEvent(rawBody, signature, secret);
    } catch (error) {
      this.logger.warn(`refused a webhook: ${error instanceof Error ? error.message : String(error)}`);
      throw invalidWebhookSignature();
    }
  }

  private logFailure(what: string, error: unknown): void {
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    this.logger.error(`Stripe ${what} failed: ${detail}`);
  }
}
