import { isUnauthorizedError, useBooking } from '@chefs/api-client';
import { MESSAGES } from '@chefs/contracts';
import { useParams } from 'react-router';
import { CustomerOnly } from '../common/CustomerOnly';
import { LoadError } from '../common/LoadError';
import { ResourceNotFound } from '../common/ResourceNotFound';
import { SignInRequired } from '../common/SignInRequired';
import { useCustomerSession } from '../common/useCustomerSession';
import { BookingDetailSkeleton } from './BookingDetailSkeleton';
import { BookingDetailView } from './BookingDetailView';

/** /bookings/:id: one of the customer's bookings (docs/decisions.md: every field, pay, cancel, review). */
export function BookingDetailPage() {
  const { id } = useParams();
  const { user, isLoading, customer, otherRole } = useCustomerSession();
  const booking = useBooking(id, { enabled: customer !== null });

  if (isLoading) return <BookingDetailSkeleton />;
  if (otherRole) return <CustomerOnly role={otherRole} />;
  if (!user || (booking.isError && isUnauthorizedError(booking.error))) return <SignInRequired what="this booking" />;
  if (booking.isPending) return <BookingDetailSkeleton />;
  if (booking.data === undefined) {
    return (
      <LoadError
        heading="Booking Details"
        title="We couldn't load this booking"
        onRetry={() => void booking.refetch()}
      />
    );
  }
  if (booking.data === null) {
    return (
      <ResourceNotFound
        title={MESSAGES.booking.notFound}
        message="This booking doesn't exist, or it belongs to another account."
      />
    );
  }
  return <BookingDetailView booking={booking.data} />;
}
