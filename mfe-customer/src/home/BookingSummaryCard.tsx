import { TIME_SLOT_LABELS, type BookingDto } from '@chefs/contracts';
import { BookingStatusBadge, Card, cn, focusRing, formatDate, formatMoney, humanize } from '@chefs/ui';
import { CalendarDays, Users } from 'lucide-react';
import { Link } from 'react-router';
import { guestLabel } from '../common/booking-labels';

/** One recent booking; the whole card opens /bookings/{id}. */
export function BookingSummaryCard({ booking }: { booking: BookingDto }) {
  const service = humanize(booking.serviceType);
  const title = booking.chefName ? `${service} with ${booking.chefName}` : service;
  // Named with its date too: two bookings with one chef would otherwise be two links of one name.
  const named = `${title} on ${formatDate(booking.eventDate)}`;
  return (
    <Card padding="sm" className="relative flex h-full flex-col gap-3 transition hover:shadow-lg">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-base font-semibold wrap-anywhere text-ink">
          <Link
            to={`/bookings/${booking.id}`}
            aria-label={named}
            className={cn('rounded after:absolute after:inset-0 after:content-[""]', focusRing)}
          >
            {title}
          </Link>
        </h3>
        <BookingStatusBadge status={booking.status} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm text-muted">
        <div className="flex items-center gap-1.5">
          <dt>
            <CalendarDays aria-label="Date" className="h-4 w-4" />
          </dt>
          <dd>{formatDate(booking.eventDate)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Users aria-label="Guests" className="h-4 w-4" />
          </dt>
          <dd>{guestLabel(booking.guestCount)}</dd>
        </div>
      </dl>
      <p className="mt-auto flex items-baseline justify-between border-t border-line pt-3 text-sm">
        <span className="text-muted">{TIME_SLOT_LABELS[booking.eventTime] ?? ''}</span>
        <span className="font-semibold text-ink">{formatMoney(booking.totalAmount)}</span>
      </p>
    </Card>
  );
}
