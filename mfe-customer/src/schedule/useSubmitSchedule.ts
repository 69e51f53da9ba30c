import {
  ApiError,
  CUSTOMER_LOGGED_OUT,
  handleLoggedOut,
  isUnauthorizedError,
  mutateAsPromise,
  useCreateScheduleRequest,
} from '@chefs/api-client';
import { toast, useSingleFlight } from '@chefs/ui';
import { useNavigate } from 'react-router';
import { storePendingBooking } from '../common/pending-booking';
import { toScheduleRequest, type ScheduleValues } from './schedule-form';

/**
 * Continue: saves the request on the server, keeps it in the browser (with its id) for the
 * confirmation page, and goes there (`onSent` first: the form's draft can go). A failure says so
 * and leaves every choice in place, and a lapsed session's sign-in comes back to them (the draft).
 * One request however often Continue is clicked (useSingleFlight): busy from the first click until
 * a failure's answer, and on until the page leaves after a success (holdOnSuccess).
 */
export function useSubmitSchedule({ onSent }: { onSent: () => void }) {
  const create = useCreateScheduleRequest();
  const { run, busy } = useSingleFlight<unknown>({ holdOnSuccess: true });
  const navigate = useNavigate();

  // A failure rejects the flight, which frees the button (a success holds it).
  const submit = (values: ScheduleValues) =>
    void run(() => {
      const request = toScheduleRequest(values);
      return mutateAsPromise(create, request, {
        onSuccess: (saved) => {
          onSent();
          storePendingBooking({ ...request, requestId: saved.id });
          void navigate('/booking-confirmation');
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return handleLoggedOut(CUSTOMER_LOGGED_OUT);
          // A refusal (400) says what to change in the server's words: a date picked before
          // midnight in Atlanta has passed by the time Continue is pressed, and "check your
          // connection" would have the customer retry the same request for ever.
          const refused = error instanceof ApiError && error.status === 400 && error.serverMessage;
          toast({
            title: 'Request Not Sent',
            description: refused || "We couldn't send your request. Please check your connection and try again.",
            variant: 'destructive',
          });
        },
      });
    }).catch(() => undefined); // the failure is told by onError

  return { submit, isPending: busy };
}
