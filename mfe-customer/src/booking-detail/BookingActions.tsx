import { type BookingDetailDto } from '@chefs/contracts';
import { buttonClasses, Card, formatMoney } from '@chefs/ui';
import { CreditCard, Info } from 'lucide-react';
import { Link } from 'react-router';
import { isPayable } from '../common/booking-labels';
import { CancelBookingDialog } from './CancelBookingDialog';

/**
 * The total, and what the customer can do now: pay, cancel, or why cancelling is not offered.
 * `onCancelled` takes the focus once the booking is cancelled.
 */
export function BookingActions({ booking, onCancelled }: { booking: BookingDetailDto; onCancelled: () => void }) {
  const { cancellation } = booking;
  return (
    <Card className="grid gap-4">
      <div className="flex items-baseline justify-between gap-4">
        <p className="text-sm text-muted">Total</p>
        <p className="font-display text-2xl font-semibold text-brand-900">{formatMoney(booking.totalAmount)}</p>
      </div>
      {isPayable(booking) ? (
        <Link to={`/checkout/${booking.id}`} className={buttonClasses({ variant: 'accent', size: 'lg' })}>
          <CreditCard aria-hidden="true" className="h-4 w-4" />
          Pay
        </Link>
      ) : null}
      {cancellation.allowed ? (
        <CancelBookingDialog booking={booking} onCancelled={onCancelled} />
      ) : cancellation.reason ? (
        <p className="flex items-start gap-2 rounded-lg bg-sand px-3 py-2 text-sm text-ink">
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {cancellation.reason}
        </p>
      ) : null}
    </Card>
  );
}
