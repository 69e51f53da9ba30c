import { useDecideApplication } from '@chefs/api-client';
import { type ApplicationDecision } from '@chefs/contracts';
import { toast } from '@chefs/ui';
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
 * again: useActionFailure); `decide` rejects when it failed (after the toast).
 */
export function useApplicationDecision() {
  const mutation = useDecideApplication();
  const failed = useActionFailure();
  const decide = async (id: number, status: ApplicationDecision, rejectionReason?: string) => {
    try {
      await mutation.mutateAsync({ id, status, ...(rejectionReason ? { rejectionReason } : {}) });
      toast({ title: SUCCESS[status] });
    } catch (error) {
      failed(error, FAILURE[status]);
      throw error;
    }
  };
  return { decide, isPending: mutation.isPending };
}
