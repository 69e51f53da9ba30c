import { ApiError, handleLoggedOut, isUnauthorizedError, useSubmitChefApplication } from '@chefs/api-client';
import { toast, useSingleFlight } from '@chefs/ui';
import { useState } from 'react';
import { loginUrl } from '../signin/login-url';
import { APPLICATION_DRAFT } from './application-draft';
import { toApplicationRequest, type ApplicationValues } from './application-form';

export const APPLICATION_PATH = '/chef-application';

/**
 * Sends the application and says how it went (docs/product.md §8): success toast, 401 logs in again,
 * 409 explains in plain words, 400 puts the server's messages on their fields, 429 says when to try again.
 */
export function useApplicationSubmit({
  onSubmitted,
  onFieldErrors,
}: {
  onSubmitted: () => void;
  onFieldErrors: (errors: readonly { field: string; message: string }[]) => void;
}) {
  const submit = useSubmitChefApplication();
  const [conflict, setConflict] = useState<string | null>(null);
  // One application at a time, told at the click itself: two clicks in one tick read the same
  // not-yet-drawn `isPending` and sent two POSTs (the second answered 409).
  const { run, busy } = useSingleFlight<void>();

  const send = (values: ApplicationValues) =>
    void run(() => {
      setConflict(null);
      return submit.mutateAsync(toApplicationRequest(values)).then(onSuccess, onError);
    });

  const onSuccess = () => {
    APPLICATION_DRAFT.clear();
    toast({
      title: 'Success',
      description: "Chef application submitted successfully! We'll review your application within 48 hours.",
    });
    onSubmitted();
  };

  const onError = (error: unknown) => {
    if (isUnauthorizedError(error)) return handleLoggedOut({ loginUrl: loginUrl(APPLICATION_PATH) });
    if (error instanceof ApiError && error.status === 409) return setConflict(error.userMessage);
    const fieldErrors = error instanceof ApiError && error.status === 400 ? (error.body?.errors ?? []) : [];
    if (fieldErrors.length > 0) onFieldErrors(fieldErrors);
    toast({
      title: 'Error',
      // Past the rate limit the server says when to try again (docs/security.md#rate-limits).
      description:
        error instanceof ApiError && error.status === 429
          ? error.userMessage
          : 'Failed to submit application. Please try again.',
      variant: 'destructive',
    });
  };

  return { send, isPending: busy, conflict };
}
