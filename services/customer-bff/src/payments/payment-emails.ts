import type { Booking } from '@chefs/db';
import { centsToDecimalString } from '@chefs/domain';
import { emailEvent } from '@chefs/queue';
import type { OutboxEvent } from '@chefs/contracts';

/** One receipt per booking, however often "succeeded" arrives. */
export function paymentReceiptEmail(booking: Booking, chefName: string): OutboxEvent {
  return emailEvent(
    'payment_receipt',
    booking.clientEmail,
    {
      bookingId: booking.id,
      clientName: booking.clientName,
      chefName,
      eventDate: booking.eventDate,
      totalAmount: centsToDecimalString(booking.totalAmountCents),
    },
    `payment_receipt:${booking.id}`,
  );
}

/** One e-mail per failed attempt (the provider's event id). */
export function paymentFailedEmail(booking: Booking, chefName: string, attemptKey: string): OutboxEvent {
  return emailEvent(
    'payment_failed',
    booking.clientEmail,
    {
      bookingId: booking.id,
      clientName: booking.clientName,
      chefName,
      eventDate: booking.eventDate,
      totalAmount: centsToDecimalString(booking.totalAmountCents),
    },
    `payment_failed:${booking.id}:${attemptKey}`,
  );
}
