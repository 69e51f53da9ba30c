import { Button, FieldError, Label, Textarea } from '@chefs/ui';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';

export interface RejectApplicationDialogProps {
  fullName: string;
  disabled?: boolean;
  /** Rejects with the reason; resolves when done (the dialog closes on success). */
  onReject: (reason: string) => Promise<unknown>;
}

/** "Reject": asks for the reason the applicant will read in their e-mail and status page. */
export function RejectApplicationDialog({ fullName, disabled, onReject }: RejectApplicationDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    if (!reason.trim()) return setError('A rejection reason is required');
    setPending(true);
    try {
      await onReject(reason.trim());
      setOpen(false);
      setReason('');
    } catch {
      // The toast says so; the dialog stays open to try again.
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        setError(null);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" disabled={disabled} className="border-red-300 text-red-800 hover:bg-red-50">
          Reject
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <div data-remote="admin">
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-white p-6 shadow-xl focus:outline-none">
            <Dialog.Title className="font-display text-xl font-semibold text-ink">Reject {fullName}?</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-muted">
              The applicant is e-mailed this reason and sees it on their status page.
            </Dialog.Description>
            <div className="mt-4">
              <Label htmlFor="rejection-reason">Rejection reason</Label>
              <Textarea
                id="rejection-reason"
                rows={4}
                value={reason}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'rejection-reason-error' : undefined}
                onChange={(e) => {
                  setReason(e.target.value);
                  setError(null);
                }}
              />
              <FieldError id="rejection-reason-error" message={error} />
            </div>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={pending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button variant="destructive" onClick={() => void submit()} disabled={pending}>
                {pending ? 'Rejecting...' : 'Reject application'}
              </Button>
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
