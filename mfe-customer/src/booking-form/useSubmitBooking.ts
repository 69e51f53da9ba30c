import {
  ApiError,
  CUSTOMER_LOGGED_OUT,
  handleLoggedOut,
  isUnauthorizedError,
  mutateAsPromise,
  useCreateBooking,
} from '@chefs/api-client';
import { type CreateBookingRequest } from '@chefs/contracts';
import { toast, useSingleFlight } from '@chefs/ui';
import { useNavigate } from 'react-router';

const BOOKING_FAILED = 'Booking Failed';

/**
 * Sends the booking and says how it went (docs/product.md §8): "Booking Created" and on to its checkout;
 * 401 signs in again; a taken slot (409) or a chef who is gone (404) says so in the server's
 * words; 400 puts the server's messages on their fields. What the customer typed stays (and
 * survives the sign-in: useBookingForm keeps it as a draft). One booking however often the button
 * is clicked (useSingleFlight): busy from the first click until a failure's answer, and on until
 * the page leaves after a success (holdOnSuccess).
 */
export function useSubmitBooking({
  onFieldErrors,
  onCreated,
}: {
  onFieldErrors: (errors: readonly { field: string; message: string }[]) => void;
  /** The booking is made (its draft can go). */
  onCreated?: () => void;
}) {
  const create = useCreateBooking();
  const { run, busy } = useSingleFlight<unknown>({ holdOnSuccess: true });
  const navigate = useNavigate();

  // A failure rejects the flight, which frees the button (a success holds it).
  const submit = (request: CreateBookingRequest) =>
    void run(() =>
      mutateAsPromise(create, request, {
        onSuccess: (booking) => {
          onCreated?.();
          toast({ title: 'Booking Created', description: 'Your booking has been created successfully!' });
          // The checkout takes the form's place in the history: Back from it went to the form,
          // emptied now that the booking is made, where sending it again made a second booking.
          void navigate(`/checkout/${booking.id}`, { replace: true });
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return handleLoggedOut(CUSTOMER_LOGGED_OUT);
          if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
            return toast({ title: BOOKING_FAILED, description: error.userMessage, variant: 'destructive' });
          }
          const fieldErrors = error instanceof ApiError && error.status === 400 ? (error.body?.errors ?? []) : [];
          if (fieldErrors.length > 0) onFieldErrors(fieldErrors);
          toast({
            title: BOOKING_FAILED,
            description: 'Failed to create booking. Please try again.',
            variant: 'destructive',
          });
        },
      }),
    ).catch(() => undefined); // the failure is told by onError
  return { submit, isPending: busy };
}
