import { Button, toast, useSingleFlight } from '@chefs/ui';
import { useActionFailure } from './useActionFailure';

interface AdminActionButtonProps {
  /** The verb on the button ("Approve"), and while it runs ("Approving"). */
  label: string;
  busyLabel: string;
  /** What the action is done to, for the button's accessible name ("Approve Marcus Johnson"). */
  subject: string;
  /** The request; it answers once the server has. */
  action: () => Promise<unknown>;
  /** The spec's toast on success ("Chef approved successfully") and its text on failure. */
  success: string;
  failure: string;
}

/**
 * A row's one-step action in an admin table (approve a chef, publish a recipe): one request per
 * press however fast the second click comes (a second PATCH would be refused, 409), drawn busy
 * (and still focused) until the server answers, then the spec's toast, or the failure as every admin action says it
 * (useActionFailure).
 */
export function AdminActionButton({ label, busyLabel, subject, action, success, failure }: AdminActionButtonProps) {
  const failed = useActionFailure();
  const { run, busy } = useSingleFlight<void>();
  return (
    <Button
      size="sm"
      // busy, not disabled: `disabled` dropped a keyboard user's focus to <body> at the press.
      busy={busy}
      aria-label={`${busy ? busyLabel : label} ${subject}`}
      onClick={() =>
        void run(async () => {
          try {
            await action();
            toast({ title: success });
          } catch (error) {
            failed(error, failure);
          }
        })
      }
    >
      {busy ? `${busyLabel}...` : label}
    </Button>
  );
}
