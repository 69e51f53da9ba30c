import {
  CUSTOMER_LOGGED_OUT,
  handleLoggedOut,
  isStaleRefusal,
  isUnauthorizedError,
  mutateAsPromise,
  useCancelBooking,
} from '@chefs/api-client';
import { type BookingDetailDto } from '@chefs/contracts';
import { formatMoney, toast, useSingleFlight } from '@chefs/ui';
import { useRef } from 'react';

export interface CancelOptions {
  /** Closes the dialog, whatever the answer. */
  onDone: () => void;
  /** The booking is cancelled and the dialog closed: focus goes to what the page says now. */
  onCancelled: () => void;
}

/**
 * Cancels the booking and says how it went; `onDone` closes the dialog either way. One request
 * however often "Yes, cancel booking" is clicked (useSingleFlight): the dialog is busy from the
 * first click until the answer.
 *
 * `onCloseAutoFocus` is the dialog's: once the booking is cancelled, the Cancel booking button the
 * focus would go back to has gone with the dialog (a cancelled booking offers none), so the focus
 * goes where `onCancelled` puts it instead of to <body>; after a failure it goes back to the button.
 *
 * A refusal (409) means the page is out of date: the booking was cancelled in another tab, or its
 * deadline passed while the page stood open. useCancelBooking reads the booking again, so the page shows what
 * the server holds (its status, no Cancel or Pay button) instead of offering the same refusal
 * again, and the focus goes to the title, as the Cancel booking button is about to go.
 */
export function useCancel(booking: BookingDetailDto, { onDone, onCancelled }: CancelOptions) {
  const cancel = useCancelBooking();
  const { run, busy } = useSingleFlight<unknown>();
  const cancelled = useRef(false);

  const confirm = () =>
    void run(() =>
      mutateAsPromise(cancel, booking.id, {
        onSuccess: (answer) => {
          cancelled.current = true;
          onDone();
          // What the server did, not what the page said before: a payment that landed after the
          // page was drawn (another tab) is found by the server and refunded in full too.
          const refund = answer.paymentStatus === 'refunded' ? answer.totalAmount : 0;
          toast({
            title: 'Booking Cancelled',
            description:
              refund > 0 ? `Your refund of ${formatMoney(refund)} is on its way.` : 'Your booking has been cancelled.',
          });
        },
        onError: (error) => {
          onDone();
          if (isUnauthorizedError(error)) return handleLoggedOut(CUSTOMER_LOGGED_OUT);
          const refused = isStaleRefusal(error);
          if (refused) cancelled.current = true;
          toast({
            title: 'Cancellation Failed',
            description: refused ? error.userMessage : "We couldn't cancel your booking. Please try again.",
            variant: 'destructive',
          });
        },
      }),
    ).catch(() => undefined); // the failure is told by onError

  // Radix calls this once the dialog has gone, a moment after this component went with it.
  const onCloseAutoFocus = (event: Event) => {
    if (!cancelled.current) return;
    event.preventDefault();
    onCancelled();
  };

  return { confirm, isPending: busy, onCloseAutoFocus };
}
