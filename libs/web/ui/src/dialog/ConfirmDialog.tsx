import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { Button } from '../button/Button';

export interface ConfirmDialogProps {
  open: boolean;
  /** Asked to open or close (the trigger, Keep, Escape, a click outside); ignored while `busy`. */
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, when it has one. */
  trigger?: ReactNode;
  /** The remote whose styles apply inside the dialog: it renders under <body>, outside the remote's scope. */
  remote: string;
  title: string;
  /** What saying yes does, above all to money. */
  description: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  /** The confirm button's words while the change is being made. */
  busyLabel: string;
  /** While the change is being made the dialog stays open and its buttons wait. */
  busy: boolean;
  onConfirm: () => void;
  /**
   * Where focus goes once the dialog closes: call `event.preventDefault()` and focus it. Without
   * that, focus goes back to the trigger, or, when the trigger is no longer on the page (saying yes
   * took it away: a cancelled booking offers no Cancel), to the page's main heading.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Focus for a dialog whose trigger went with what it did: Radix would focus the detached trigger,
 * which does nothing, and leave the focus on <body>, where a keyboard or screen reader user starts
 * again from the top of the page. The page's main heading is where they are, said aloud.
 */
function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/**
 * A question before a step that cannot be taken back (cancelling or declining a booking, which
 * refunds a paid one): the keep button first, the destructive one last, stacked on a phone.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  remote,
  title,
  description,
  keepLabel,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger ? (
        <Dialog.Trigger ref={triggerRef} asChild>
          {trigger}
        </Dialog.Trigger>
      ) : null}
      <Dialog.Portal>
        <div data-remote={remote}>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
          <Dialog.Content
            className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-white p-6 shadow-xl focus:outline-none"
            onCloseAutoFocus={(event) => {
              onCloseAutoFocus?.(event);
              if (event.defaultPrevented || triggerRef.current?.isConnected) return;
              // Not when the focus is somewhere already (a caller that moved it without saying so).
              if (document.activeElement !== null && document.activeElement !== document.body) return;
              event.preventDefault();
              focusPageHeading();
            }}
          >
            <Dialog.Title className="font-display text-xl font-semibold wrap-anywhere text-ink">{title}</Dialog.Title>
            <Dialog.Description asChild>
              <div className="mt-3 space-y-2 text-sm wrap-anywhere text-ink">{description}</div>
            </Dialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={busy}>
                  {keepLabel}
                </Button>
              </Dialog.Close>
              <Button variant="destructive" busy={busy} onClick={onConfirm}>
                {busy ? busyLabel : confirmLabel}
              </Button>
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
