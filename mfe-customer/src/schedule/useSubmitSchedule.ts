import { handleLoggedOut, isUnauthorizedError, useCreateScheduleRequest } from '@chefs/api-client';
import { toast } from '@chefs/ui';
import { useNavigate } from 'react-router';
import { storePendingBooking } from '../common/pending-booking';
import { toScheduleRequest, type ScheduleValues } from './schedule-form';

/**
 * Continue: saves the request on the server, keeps it in the browser (with its id) for the
 * confirmation page, and goes there (`onSent` first: the form's draft can go). A failure says so
 * and leaves every choice in place, and a lapsed session's sign-in comes back to them (the draft).
 */
export function useSubmitSchedule({ onSent }: { onSent: () => void }) {
  const create = useCreateScheduleRequest();
  const navigate = useNavigate();

  const submit = (values: ScheduleValues) => {
    const request = toScheduleRequest(values);
    create.mutate(request, {
      onSuccess: (saved) => {
        onSent();
        storePendingBooking({ ...request, requestId: saved.id });
        void navigate('/booking-confirmation');
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return handleLoggedOut();
        toast({
          title: 'Request Not Sent',
          description: "We couldn't send your request. Please check your connection and try again.",
          variant: 'destructive',
        });
      },
    });
  };

  return { submit, isPending: create.isPending };
}
