import { type BookingDetailDto } from '@chefs/contracts';
import { Avatar, Card, CardHeader, formatLongDate, formatMoney, humanize } from '@chefs/ui';
import { guestLabel, timeSlotLabel } from '../common/booking-labels';

/** docs/product.md §2 Checkout: what is being paid for. */
export function CheckoutSummary({ booking }: { booking: BookingDetailDto }) {
  const rows: [term: string, detail: string][] = [
    ['Service Type', humanize(booking.serviceType)],
    ['Date', formatLongDate(booking.eventDate)],
    ['Time', timeSlotLabel(booking.eventTime)],
    ['Guests', guestLabel(booking.guestCount)],
    ['Location', booking.clientAddress],
  ];
  return (
    <Card>
      <CardHeader title="Booking Summary" titleId="checkout-summary-title" />
      <div className="flex items-center gap-4">
        <Avatar name={booking.chefName} src={booking.chefProfileImage} />
        <div className="min-w-0">
          <p className="text-sm text-muted">Your chef</p>
          <p className="font-semibold wrap-anywhere text-ink">{booking.chefName}</p>
          <p className="text-sm wrap-anywhere text-copper-700">{booking.chefSpecialty}</p>
        </div>
      </div>
      <dl className="mt-5 space-y-3 border-t border-line pt-5 text-sm">
        {rows.map(([term, detail]) => (
          <div key={term} className="flex justify-between gap-4">
            <dt className="shrink-0 text-muted">{term}</dt>
            <dd className="min-w-0 text-right font-medium wrap-anywhere text-ink">{detail}</dd>
          </div>
        ))}
        {booking.specialRequests ? (
          <div className="border-t border-line pt-3">
            <dt className="text-muted">Special Requests</dt>
            <dd className="mt-1 whitespace-pre-line wrap-anywhere text-ink">{booking.specialRequests}</dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-4">
          <dt className="font-semibold text-ink">Total</dt>
          <dd className="font-display text-2xl font-semibold text-brand-900">{formatMoney(booking.totalAmount)}</dd>
        </div>
      </dl>
    </Card>
  );
}
