import { TIME_SLOT_LABELS, type BookingDto } from '@chefs/contracts';
import {
  BookingStatusBadge,
  buttonClasses,
  cn,
  focusRing,
  formatDate,
  formatMoney,
  PaymentStatusBadge,
} from '@chefs/ui';
import { CalendarDays, ChefHat, Clock, Users } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { bookingTitle, guestLabel, isPayable } from '../common/booking-labels';
import { RESERVATION_TONES } from './reservation-tone';

/**
 * One reservation (docs/product.md §2 customer portal); the whole card opens /bookings/{id}. An
 * unpaid booking that is still on also offers "Pay now" (its checkout), above the card's link.
 */
export function ReservationCard({ booking }: { booking: BookingDto }) {
  const title = bookingTitle(booking.serviceType);
  // Named with its date: a list of links all called "Meal Prep Service" tells them apart by nothing.
  const named = `${title} on ${formatDate(booking.eventDate)}`;
  return (
    <article
      className={cn(
        'relative flex h-full flex-col gap-4 rounded-[var(--radius-card)] border p-5 transition hover:shadow-lg',
        RESERVATION_TONES[booking.status] ?? RESERVATION_TONES.cancelled,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-ink">
            <Link
              to={`/bookings/${booking.id}`}
              aria-label={named}
              className={cn('rounded after:absolute after:inset-0 after:content-[""]', focusRing)}
            >
              {title}
            </Link>
          </h2>
          {booking.chefName ? <p className="text-sm wrap-anywhere text-muted">with {booking.chefName}</p> : null}
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>
      <dl className="grid grid-cols-1 gap-2 text-sm text-ink sm:grid-cols-2">
        <Fact icon={<CalendarDays className="h-4 w-4" />} term="Date">
          {formatDate(booking.eventDate)}
        </Fact>
        <Fact icon={<Clock className="h-4 w-4" />} term="Time">
          {TIME_SLOT_LABELS[booking.eventTime] ?? booking.eventTime}
        </Fact>
        <Fact icon={<Users className="h-4 w-4" />} term="Guests">
          {guestLabel(booking.guestCount)}
        </Fact>
      </dl>
      {booking.specialRequests ? (
        <p className="text-sm wrap-anywhere text-muted">
          <span className="font-medium text-ink">Special requests: </span>
          {booking.specialRequests}
        </p>
      ) : null}
      {booking.status === 'confirmed' ? (
        <p className="flex items-center gap-2 text-sm font-medium text-emerald-900">
          <ChefHat aria-hidden="true" className="h-4 w-4 shrink-0" />
          Chef will arrive at Your location
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-black/10 pt-3 [&>*]:min-h-9">
        <p className="flex items-center gap-2 text-sm text-muted">
          Payment <PaymentStatusBadge status={booking.paymentStatus} />
        </p>
        <div className="flex items-center gap-3">
          <p className="font-display text-xl font-semibold text-ink">{formatMoney(booking.totalAmount)}</p>
          {isPayable(booking) ? (
            <Link
              to={`/checkout/${booking.id}`}
              aria-label={`Pay now for ${named}`}
              className={cn(buttonClasses({ variant: 'accent', size: 'sm' }), 'relative z-10')}
            >
              Pay now
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <dt className="text-muted">
        <span aria-hidden="true">{icon}</span>
        <span className="sr-only">{term}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
