import type Stripe from 'stripe';
import { IsNull, type DataSource } from 'typeorm';
import { Booking } from '@chefs/db';
import { createStripeClient, type StripeSettings } from '@chefs/payments';

/**
 * The demo seed marks bookings paid without a PaymentIntent (it runs without Stripe), and a
 * paid booking without one cannot be refunded (503 by design: it needs a person). In
 * production every paid booking has its intent: give each such booking one, paid with a test
 * card at the Stripe stand-in, so cancelling it refunds as it would for real.
 */
export async function payPaidSeedBookings(dataSource: DataSource, stripe: StripeSettings): Promise<number> {
  const client = createStripeClient(stripe) as Stripe;
  const unpaired = await dataSource
    .getRepository(Booking)
    .findBy({ paymentStatus: 'paid', stripePaymentIntentId: IsNull() });
  for (const booking of unpaired) {
    const intent = await client.paymentIntents.create({ amount: booking.totalAmountCents, currency: 'usd' });
    await client.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    await dataSource.getRepository(Booking).update({ id: booking.id }, { stripePaymentIntentId: intent.id });
  }
  return unpaired.length;
}
