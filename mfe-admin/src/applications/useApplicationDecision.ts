import { useDecideApplication } from '@chefs/api-client';
import { type ApplicationDecision } from '@chefs/contracts';
import { toast, useSingleFlight } from '@chefs/ui';
import { useState } from 'react';
import { useActionFailure } from '../common/useActionFailure';

const SUCCESS: Record<ApplicationDecision, string> = {
  approved: 'Chef approved successfully',
  under_review: 'Application marked under review',
  rejected: 'Application rejected',
};
const FAILURE: Record<ApplicationDecision, string> = {
  approved: 'Failed to approve chef',
  under_review: 'Failed to update application',
  rejected: 'Failed to update application',
};

/**
 * Decides an application with the spec's toasts (a refusal in the server's words, a 401 signs in
 * again: useActionFailure); `decide` rejects when it failed (after the toast). One decision at a
 * time (useSingleFlight): a press while one is on its way sends nothing and answers with that
 * one's outcome, as a second PATCH would only be refused (409). `pending` is the decision on its
 * way, from the press until it settles, for the buttons to wait and say which one runs.
 */
export function useApplicationDecision() {
  const mutation = useDecideApplication();
  const failed = useActionFailure();
  const { run, busy } = useSingleFlight<void>();
  const [pending, setPending] = useState<{ id: number; status: ApplicationDecision } | null>(null);
  const decide = (id: number, status: ApplicationDecision, rejectionReason?: string) =>
    run(async () => {
      setPending({ id, status });
      try {
        await mutation.mutateAsync({ id, status, ...(rejectionReason ? { rejectionReason } : {}) });
        toast({ title: SUCCESS[status] });
      } catch (error) {
        failed(error, FAILURE[status]);
        throw error;
      }
    });
  return { decide, isPending: busy, pending: busy ? pending : null };
}
