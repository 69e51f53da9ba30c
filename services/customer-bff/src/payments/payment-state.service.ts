import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Booking, Chef } from '@chefs/db';
import { PaymentsService } from '@chefs/payments';
import { enqueueOutbox, paymentReceiptPush, paymentRefundedEmail } from '@chefs/queue';
import { paymentFailedEmail, paymentReceiptEmail } from './payment-emails';

/** How Stripe names the intent of a payment: its id and the booking id we put in its metadata. */
export interface IntentRef {
  id: string;
  metadata?: Record<string, string> | null;
}

/** Not paid yet (pending, or a card was declined): the states a success or a failure may change. */
const awaitsPayment = (booking: Pick<Booking, 'paymentStatus'>): boolean =>
  booking.paymentStatus === 'pending' || booking.paymentStatus === 'failed';

/** A quick look at Stripe while a screen waits: one short try, no retries. */
const REFRESH_OPTIONS = { timeout: 2000, maxNetworkRetries: 0 };

/**
 * A booking's paymentStatus follows what Stripe says happened, never the browser's word.
 * Every change runs on the booking row locked FOR UPDATE, only from the states it may come
 * from, with its e-mail in the same transaction: applying the same news twice, or news in
 * any order, ends in the same state with one e-mail.
 */
@Injectable()
export class PaymentStateService {
  private readonly logger = new Logger(PaymentStateService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
  ) {}

  /** The booking an intent pays for, locked: by stored intent id, else by metadata.bookingId. */
  async lockBookingOf(manager: EntityManager, intent: IntentRef): Promise<Booking | null> {
    const bookings = manager.getRepository(Booking);
    const lock = { mode: 'pessimistic_write' as const };
    const byIntent = await bookings.findOne({ where: { stripePaymentIntentId: intent.id }, lock });
    if (byIntent) return byIntent;
    const id = Number(intent.metadata?.bookingId);
    if (!Number.isSafeInteger(id) || id < 1) return null;
    const byMetadata = await bookings.findOne({ where: { id }, lock });
    // Another intent already belongs to it: this one is not the booking's payment.
    if (!byMetadata || (byMetadata.stripePaymentIntentId && byMetadata.stripePaymentIntentId !== intent.id))
      return null;
    return byMetadata;
  }

  /** Succeeded: pending or failed become paid (never refunded back to paid); one receipt by e-mail and push. */
  async applySucceeded(manager: EntityManager, booking: Booking, intentId: string): Promise<boolean> {
    if (!awaitsPayment(booking)) return false;
    await manager
      .getRepository(Booking)
      .update({ id: booking.id }, { paymentStatus: 'paid', stripePaymentIntentId: intentId });
    booking.paymentStatus = 'paid';
    booking.stripePaymentIntentId = intentId;
    const chefName = await this.chefName(manager, booking);
    await enqueueOutbox(manager, paymentReceiptEmail(booking, chefName));
    await enqueueOutbox(manager, paymentReceiptPush(booking, chefName));
    return true;
  }

  /** Failed: only a booking not paid yet becomes failed, so a late failure after success changes nothing. */
  async applyFailed(manager: EntityManager, booking: Booking, attemptKey: string): Promise<boolean> {
    if (!awaitsPayment(booking)) return false;
    await manager.getRepository(Booking).update({ id: booking.id }, { paymentStatus: 'failed' });
    booking.paymentStatus = 'failed';
    await enqueueOutbox(manager, paymentFailedEmail(booking, await this.chefName(manager, booking), attemptKey));
    return true;
  }

  /**
   * Refunded: a paid booking becomes refunded; one refund e-mail per booking. A booking whose
   * success has not arrived yet (pending or failed) becomes refunded too when Stripe says its
   * charge was refunded in full (`intentId` given): the charge was taken before it was given
   * back, and the late success then finds it refunded and leaves it so.
   */
  async applyRefunded(manager: EntityManager, booking: Booking, intentId?: string): Promise<boolean> {
    if (booking.paymentStatus !== 'paid' && !(intentId && awaitsPayment(booking))) return false;
    const stripePaymentIntentId = intentId ?? booking.stripePaymentIntentId;
    await manager
      .getRepository(Booking)
      .update({ id: booking.id }, { paymentStatus: 'refunded', stripePaymentIntentId });
    booking.paymentStatus = 'refunded';
    booking.stripePaymentIntentId = stripePaymentIntentId;
    await enqueueOutbox(manager, paymentRefundedEmail(booking, await this.chefName(manager, booking)));
    return true;
  }

  /**
   * Asks Stripe about a booking still waiting for its payment and applies a success the webhook
   * has not delivered yet. Never throws: a Stripe failure is logged and the stored state stands.
   * Answers whether the booking changed.
   */
  async refreshFromStripe(booking: Pick<Booking, 'id' | 'paymentStatus' | 'stripePaymentIntentId'>): Promise<boolean> {
    const intentId = booking.stripePaymentIntentId;
    if (!intentId || !this.payments.configured) return false;
    if (!awaitsPayment(booking)) return false;
    try {
      const intent = await this.payments.stripe.paymentIntents.retrieve(intentId, {}, REFRESH_OPTIONS);
      return intent.status === 'succeeded' && (await this.recordSucceeded(intent));
    } catch (error) {
      this.logger.warn(
        `could not refresh the payment of booking ${booking.id} from Stripe: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }

  /** A succeeded intent Stripe told us about, applied to its booking in a transaction of its own. */
  async recordSucceeded(intent: IntentRef): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const booking = await this.lockBookingOf(manager, intent);
      return booking !== null && (await this.applySucceeded(manager, booking, intent.id));
    });
  }

  private async chefName(manager: EntityManager, booking: Booking): Promise<string> {
    return (await manager.findOneBy(Chef, { id: booking.chefId }))?.name ?? 'your chef';
  }
}
