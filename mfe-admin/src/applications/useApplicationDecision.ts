import { useDecideApplication } from '@chefs/api-client';
import { type ApplicationDecision } from '@chefs/contracts';
import { useToast } from '@chefs/ui';

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

/** Decides an application with the spec's toasts; `decide` rejects when it failed (after the toast). */
export function useApplicationDecision() {
  const mutation = useDecideApplication();
  const { toast } = useToast();
  const decide = async (id: number, status: ApplicationDecision, rejectionReason?: string) => {
    try {
      await mutation.mutateAsync({ id, status, ...(rejectionReason ? { rejectionReason } : {}) });
      toast({ title: SUCCESS[status] });
    } catch (error) {
      toast({ title: 'Error', description: FAILURE[status], variant: 'destructive' });
      throw error;
    }
  };
  return { decide, isPending: mutation.isPending };
}
