import { ApiError, handleLoggedOut, isUnauthorizedError, useCancelBooking } from '@chefs/api-client';
import { type BookingDetailDto } from '@chefs/contracts';
import { formatMoney, toast, useSingleFlight } from '@chefs/ui';

/**
 * Cancels the booking and says how it went; `onDone` closes the dialog either way. One request
 * however often "Yes, cancel booking" is clicked (useSingleFlight): the dialog is busy from the
 * first click until the answer.
 */
export function useCancel(booking: BookingDetailDto, onDone: () => void) {
  const cancel = useCancelBooking();
  const { run, busy } = useSingleFlight<void>();
  const refund = booking.cancellation.refundAmount;

  // mutate's callbacks (they run only while this component is mounted), as the flight's promise.
  const confirm = () =>
    void run(
      () =>
        new Promise<void>((settled) =>
          cancel.mutate(booking.id, {
            onSuccess: () => {
              onDone();
              toast({
                title: 'Booking Cancelled',
                description:
                  refund > 0
                    ? `Your refund of ${formatMoney(refund)} is on its way.`
                    : 'Your booking has been cancelled.',
              });
            },
            onError: (error) => {
              onDone();
              if (isUnauthorizedError(error)) return handleLoggedOut();
              toast({
                title: 'Cancellation Failed',
                description:
                  error instanceof ApiError && error.status === 409
                    ? error.userMessage
                    : "We couldn't cancel your booking. Please try again.",
                variant: 'destructive',
              });
            },
            onSettled: () => settled(),
          }),
        ),
    );

  return { confirm, isPending: busy };
}
