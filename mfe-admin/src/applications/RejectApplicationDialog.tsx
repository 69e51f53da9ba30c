import { APPLICATION_DECISION_MESSAGES } from '@chefs/contracts';
import { Button, FormField, Textarea } from '@chefs/ui';
import { FormDialog, useAdminDraft } from '../common/FormDialog';

export interface RejectApplicationDialogProps {
  /** The application's id: its reason is drafted under it. */
  applicationId: number;
  fullName: string;
  disabled?: boolean;
  /** Rejects with the reason; resolves when done (the dialog closes on success). */
  onReject: (reason: string) => Promise<unknown>;
}

/** "Reject": asks for the reason the applicant will read in their e-mail and status page. */
export function RejectApplicationDialog({ applicationId, fullName, disabled, onReject }: RejectApplicationDialogProps) {
  const draft = useAdminDraft<'rejectionReason'>(`reject:${applicationId}`);
  return (
    <FormDialog
      draft={draft}
      trigger={
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-label={`Reject ${fullName}`}
          className="border-red-300 text-red-800 hover:bg-red-50"
        >
          Reject
        </Button>
      }
      title={`Reject ${fullName}?`}
      description="The applicant is e-mailed this reason and sees it on their status page."
      submitLabel="Reject application"
      pendingLabel="Rejecting..."
      submitVariant="destructive"
      width="md"
      empty={{ rejectionReason: '' }}
      check={({ rejectionReason }) =>
        rejectionReason.trim()
          ? []
          : [{ field: 'rejectionReason', message: APPLICATION_DECISION_MESSAGES.rejectionReason }]
      }
      onSubmit={async ({ rejectionReason }) => {
        try {
          await onReject(rejectionReason.trim());
          return { done: true };
        } catch {
          // The toast says so; the dialog stays open to try again.
          return { done: false };
        }
      }}
    >
      {({ values, errors, set }) => (
        <FormField id="rejection-reason" label="Rejection reason" error={errors.rejectionReason}>
          {(p) => (
            <Textarea
              {...p}
              rows={4}
              value={values.rejectionReason}
              onChange={(e) => set('rejectionReason')(e.target.value)}
            />
          )}
        </FormField>
      )}
    </FormDialog>
  );
}
