import {
  CUSTOMER_LOGGED_OUT,
  handleLoggedOut,
  isUnauthorizedError,
  useSendBookingConfirmation,
} from '@chefs/api-client';
import { type AuthUser, type PendingBooking } from '@chefs/contracts';
import { useEffect, useRef } from 'react';

/**
 * docs/product.md §2: the confirmation e-mail is requested once per page view, once signed in (the ref
 * keeps React's doubled effects in development from asking twice; the server also sends one
 * e-mail per request id). A 401 signs in again (docs/product.md §8); other failures are only logged.
 */
export function useConfirmationEmail(user: AuthUser | null, booking: PendingBooking | null): void {
  const { mutate } = useSendBookingConfirmation();
  const requested = useRef(false);

  useEffect(() => {
    if (!user || booking?.requestId === undefined || requested.current) return;
    requested.current = true;
    mutate(
      { requestId: booking.requestId, bookingData: booking, userEmail: user.email },
      {
        onError: (error) => {
          if (isUnauthorizedError(error)) return handleLoggedOut(CUSTOMER_LOGGED_OUT);
          console.error('The booking confirmation e-mail could not be requested', error);
        },
      },
    );
  }, [user, booking, mutate]);
}
