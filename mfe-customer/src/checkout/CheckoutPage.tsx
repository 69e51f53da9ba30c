import { CUSTOMER_LOGGED_OUT, refreshBookings, useBooking, useSignInAgainOn401 } from '@chefs/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CustomerOnly } from '../common/CustomerOnly';
import { LoadError } from '../common/LoadError';
import { ResourceNotFound } from '../common/ResourceNotFound';
import { SignInRequired } from '../common/SignInRequired';
import { useCustomerSession } from '../common/useCustomerSession';
import { BookingNotPayable } from './BookingNotPayable';
import { CheckoutSkeleton } from './CheckoutSkeleton';
import { CheckoutView } from './CheckoutView';
import { PaymentSuccess } from './PaymentSuccess';

/** docs/product.md §2: a visitor is told why, then sent to sign in after 500 ms. */
const CHECKOUT_SIGN_IN = {
  description: 'Please sign in to complete your booking.',
  to: 'login',
  delayMs: 500,
} as const;

/** /checkout/:bookingId: pay for a booking by card (docs/product.md §2 "Checkout", §4, §8). */
export function CheckoutPage() {
  const { bookingId } = useParams();
  const { user, isLoading, customer, otherRole } = useCustomerSession(CHECKOUT_SIGN_IN);
  const booking = useBooking(bookingId, { enabled: customer !== null });
  const queryClient = useQueryClient();
  const [paid, setPaid] = useState(false);
  const unauthorized = useSignInAgainOn401([booking.error], CUSTOMER_LOGGED_OUT);

  // The success view stays even when the refreshed booking comes back paid.
  const onPaid = () => {
    setPaid(true);
    void refreshBookings(queryClient);
  };

  if (isLoading) return <CheckoutSkeleton />;
  if (otherRole) return <CustomerOnly role={otherRole} />;
  if (!user || unauthorized) return <SignInRequired what="your checkout" />;
  if (paid && booking.data) return <PaymentSuccess booking={booking.data} />;
  if (booking.isPending) return <CheckoutSkeleton />;
  if (booking.isError) {
    return (
      <LoadError
        heading="Complete Your Booking"
        title="We couldn't load this booking"
        onRetry={() => void booking.refetch()}
      />
    );
  }
  if (!booking.data) {
    return (
      <ResourceNotFound
        title="Booking Not Found"
        message="The booking you're trying to pay for doesn't exist or isn't yours."
      />
    );
  }
  if (booking.data.paymentStatus === 'paid') return <BookingNotPayable booking={booking.data} reason="paid" />;
  if (booking.data.status === 'cancelled' || booking.data.paymentStatus === 'refunded')
    return <BookingNotPayable booking={booking.data} reason="closed" />;
  return <CheckoutView booking={booking.data} onPaid={onPaid} />;
}
