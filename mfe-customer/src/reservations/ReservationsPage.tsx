import { isUnauthorizedError, useBookings } from '@chefs/api-client';
import { Container, ErrorState, LoadMore } from '@chefs/ui';
import { useRef } from 'react';
import { CustomerOnly } from '../common/CustomerOnly';
import { greetingName } from '../common/greeting-name';
import { SignInRequired } from '../common/SignInRequired';
import { useCustomerSession } from '../common/useCustomerSession';
import { NoReservations } from './NoReservations';
import { ReservationCard } from './ReservationCard';
import { ReservationsSkeleton } from './ReservationsSkeleton';
import { SupportContact } from './SupportContact';

/** "/" (signed in), /customer-portal and /bookings: My Reservations (docs/product.md §2 customer portal). */
export function ReservationsPage() {
  const { user, isLoading, customer, otherRole } = useCustomerSession();
  const bookings = useBookings({ enabled: customer !== null });
  const listRef = useRef<HTMLUListElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  if (otherRole) return <CustomerOnly role={otherRole} />;
  if (!isLoading && (!user || (bookings.isError && isUnauthorizedError(bookings.error)))) {
    return <SignInRequired what="your reservations" />;
  }
  return (
    <Container className="py-10 sm:py-12">
      <header className="mb-8">
        <h1 ref={titleRef} tabIndex={-1} className="text-3xl font-semibold text-brand-900 outline-none sm:text-4xl">
          My Reservations
        </h1>
        <p className="mt-2 wrap-anywhere text-muted">{user ? `Welcome back, ${greetingName(user)}` : '\u00a0'}</p>
      </header>
      {isLoading || bookings.isPending ? (
        <ReservationsSkeleton />
      ) : bookings.data === undefined ? (
        <ErrorState
          title="We couldn't load your reservations"
          onRetry={() => void bookings.refetch()}
          // The list takes this message's place once it comes: the focus waits on the heading.
          retryFocus={titleRef}
        />
      ) : bookings.data.length === 0 ? (
        <NoReservations />
      ) : (
        <>
          <ul ref={listRef} className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {bookings.data.map((booking) => (
              <li key={booking.id} className="min-w-0">
                <ReservationCard booking={booking} />
              </li>
            ))}
          </ul>
          <LoadMore pages={bookings} noun="reservations" list={listRef} className="mt-6" />
        </>
      )}
      <SupportContact />
    </Container>
  );
}
