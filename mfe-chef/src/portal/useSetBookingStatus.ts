import { handleLoggedOut, isUnauthorizedError, refusalMessage, useChefBookingStatus } from '@chefs/api-client';
import { type ChefStatusTarget } from '@chefs/contracts';
import { toast, useSingleFlight } from '@chefs/ui';

/**
 * Accepts or declines one booking with docs/product.md §8's toasts. `set` resolves true when nothing is
 * left to do: saved, or refused by the server (its message is shown; the list is read again either
 * way, by useChefBookingStatus, so the booking shows what it is now).
 *
 * One change at a time for the booking (useSingleFlight): a second press before the buttons are
 * drawn waiting sends nothing and answers with the first one's outcome, as a second PATCH would
 * only be refused (409) and its error toast would hide the first one's success. `busy` lasts from
 * the press until the list is read again; each booking has its own, so the others stay live.
 */
export function useSetBookingStatus(id: number) {
  const mutation = useChefBookingStatus();
  const { run, busy } = useSingleFlight<boolean>();
  const set = (status: ChefStatusTarget): Promise<boolean> =>
    run(async () => {
      try {
        await mutation.mutateAsync({ id, status });
        toast({ title: 'Booking status updated!' });
        return true;
      } catch (error) {
        if (isUnauthorizedError(error)) {
          handleLoggedOut();
          return false;
        }
        const refusal = refusalMessage(error);
        toast({ title: 'Error', description: refusal ?? 'Failed to update booking status.', variant: 'destructive' });
        return refusal !== null;
      }
    });
  return { set, busy };
}
