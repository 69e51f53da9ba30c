import { type BookingDetailDto } from '@chefs/contracts';
import { BookingStatusBadge, cn, Container, focusRing, PaymentStatusBadge } from '@chefs/ui';
import { ArrowLeft } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { bookingTitle } from '../common/booking-labels';
import { BookingActions } from './BookingActions';
import { BookingFacts } from './BookingFacts';
import { ReviewSection } from './ReviewSection';
import { StatusHistory } from './StatusHistory';

/**
 * One booking: its details and history, what can be done now, and the review once completed. Once
 * cancelled, the focus goes to the title (its status, now Cancelled, is read with it), as the
 * Cancel booking button it was on is gone.
 */
export function BookingDetailView({ booking }: { booking: BookingDetailDto }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  return (
    <Container className="py-10 sm:py-12">
      <Link
        to="/bookings"
        // min-h-6: a tap target of 24 px at least (the line of text alone was 20 px).
        className="mb-4 inline-flex min-h-6 items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        My Reservations
      </Link>
      <header className="mb-8">
        <h1
          ref={titleRef}
          tabIndex={-1}
          aria-describedby="booking-status"
          className={cn('rounded text-3xl font-semibold text-brand-900 sm:text-4xl', focusRing)}
        >
          {bookingTitle(booking.serviceType)}
        </h1>
        <p className="mt-2 wrap-anywhere text-muted">
          Booking #{booking.id} with {booking.chefName}
        </p>
        <dl id="booking-status" className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <div className="flex items-center gap-2">
            <dt className="text-muted">Status</dt>
            <dd>
              <BookingStatusBadge status={booking.status} />
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-muted">Payment</dt>
            <dd>
              <PaymentStatusBadge status={booking.paymentStatus} />
            </dd>
          </div>
        </dl>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
        <div className="grid min-w-0 grid-cols-1 gap-6 lg:col-span-2">
          <BookingFacts booking={booking} />
          <ReviewSection booking={booking} />
          <StatusHistory history={booking.history} />
        </div>
        <aside aria-label="Actions" className="order-first min-w-0 lg:order-none lg:sticky lg:top-24">
          <BookingActions booking={booking} onCancelled={() => titleRef.current?.focus()} />
        </aside>
      </div>
    </Container>
  );
}
