import { MESSAGES, type CancellationPolicyDto } from '@chefs/contracts';
import type { Booking } from '@chefs/db';
import {
  canTransition,
  centsToAmount,
  CUSTOMER_CANCEL_NOTICE_HOURS,
  customerMayCancel,
  marketDateTimeToInstant,
  TIME_SLOT_START_HOURS,
} from '@chefs/domain';

type PolicyInput = Pick<Booking, 'status' | 'paymentStatus' | 'eventDate' | 'eventTime' | 'totalAmountCents'>;

/**
 * Whether the customer may cancel now (docs/decisions.md): a pending or confirmed booking, until
 * 48 hours before its slot starts in Atlanta. `reason` says why not; the refund is the whole
 * total when paid.
 */
export function cancellationPolicy(booking: PolicyInput, now: Date): CancellationPolicyDto {
  const start = marketDateTimeToInstant(booking.eventDate, TIME_SLOT_START_HOURS[booking.eventTime]);
  const deadline = new Date(start.getTime() - CUSTOMER_CANCEL_NOTICE_HOURS * 3_600_000);
  const reason = !canTransition('customer', booking.status, 'cancelled')
    ? MESSAGES.booking.cancelNotAllowed
    : !customerMayCancel(booking.eventDate, now, booking.eventTime)
      ? MESSAGES.booking.cancelTooLate
      : null;
  return {
    allowed: reason === null,
    deadline: deadline.toISOString(),
    refundAmount: booking.paymentStatus === 'paid' ? centsToAmount(booking.totalAmountCents) : 0,
    reason,
  };
}
