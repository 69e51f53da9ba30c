import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource, IsNull } from 'typeorm';
import { MESSAGES, type PaymentIntentDto } from '@chefs/contracts';
import { Booking } from '@chefs/db';
import { centsToAmount, isLapsedRequest } from '@chefs/domain';
import { paymentNotConfigured, PaymentsService, stripeErrorCode } from '@chefs/payments';
import { APP_CONFIG, DomainError, type AppConfig } from '@chefs/server-core';
import { findOwnBooking } from '../bookings/own-booking';
import { PaymentStateService } from './payment-state.service';

/** One idempotency key per booking: every call, however concurrent, gets the one intent. */
const intentIdempotencyKey = (bookingId: number): string => `pi-booking-${bookingId}`;

const alreadyPaid = () => new DomainError('payment.already_paid', MESSAGES.payment.alreadyPaid);
const notPayable = () => new DomainError('payment.not_payable', MESSAGES.payment.notPayable);

/** The checkout's PaymentIntent: one per booking, created once and reused, amount from the booking. */
@Injectable()
export class PaymentIntentsService {
  private readonly logger = new Logger(PaymentIntentsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly state: PaymentStateService,
    @Inject(APP_CONFIG) private readonly config: AppConfig<'stripe'>,
  ) {}

  async forBooking(customerId: string, bookingId: number): Promise<PaymentIntentDto> {
    const booking = await findOwnBooking(this.dataSource.manager, customerId, bookingId);
    if (!this.payments.configured) throw paymentNotConfigured();
    if (booking.paymentStatus === 'paid') throw alreadyPaid();
    if (booking.status === 'cancelled' || booking.paymentStatus === 'refunded') throw notPayable();
    // A request the chef did not answer by its date is cancelled (docs/product.md §4): not paid for.
    if (isLapsedRequest(booking)) throw notPayable();

    const intent = booking.stripePaymentIntentId
      ? await this.stored(booking, booking.stripePaymentIntentId)
      : await this.create(booking);
    if (intent.status === 'succeeded') {
      // Paid already, the webhook has not told us yet: record it now, the checkout shows "completed".
      await this.state.recordSucceeded(intent);
      throw alreadyPaid();
    }
    if (intent.status === 'canceled' || !intent.client_secret) {
      this.logger.error(`PaymentIntent ${intent.id} of booking ${booking.id} cannot be paid (${intent.status})`);
      throw notPayable();
    }
    return {
      clientSecret: intent.client_secret,
      publishableKey: this.config.stripe.publishableKey,
      stripeJsUrl: this.config.stripe.jsUrl,
      amount: centsToAmount(booking.totalAmountCents),
    };
  }

  /**
   * The booking's stored intent, or a new one when Stripe does not know it (`resource_missing`):
   * the keys now name another Stripe account, or, in development, the local stand-in was started
   * again and keeps nothing between runs. An intent Stripe does not know was never charged on this
   * account, so a new one cannot charge twice; without it the booking could never be paid.
   */
  private async stored(booking: Booking, intentId: string): Promise<Stripe.PaymentIntent> {
    const intent = await this.payments.call('retrieve PaymentIntent', (stripe) =>
      stripe.paymentIntents.retrieve(intentId).catch((error: unknown) => {
        if (stripeErrorCode(error) === 'resource_missing') return null;
        throw error;
      }),
    );
    if (intent) return intent;
    this.logger.warn(`PaymentIntent ${intentId} of booking ${booking.id} is unknown to Stripe: a new one is made`);
    return this.create(booking, intentId);
  }

  /**
   * Creates the booking's intent (idempotently) and stores its id in place of `replacing` (none at
   * first); a concurrent call gets the same intent from Stripe (the same idempotency key) and
   * stores the same id.
   */
  private async create(booking: Booking, replacing: string | null = null): Promise<Stripe.PaymentIntent> {
    const idempotencyKey = replacing
      ? `${intentIdempotencyKey(booking.id)}-after-${replacing}`
      : intentIdempotencyKey(booking.id);
    const intent = await this.payments.call('create PaymentIntent', (stripe) =>
      stripe.paymentIntents.create(
        {
          amount: booking.totalAmountCents,
          currency: 'usd',
          metadata: { bookingId: String(booking.id) },
          automatic_payment_methods: { enabled: true },
          description: `Booking #${booking.id}`,
        },
        { idempotencyKey },
      ),
    );
    await this.dataSource
      .getRepository(Booking)
      .update({ id: booking.id, stripePaymentIntentId: replacing ?? IsNull() }, { stripePaymentIntentId: intent.id });
    booking.stripePaymentIntentId = intent.id;
    return intent;
  }
}
