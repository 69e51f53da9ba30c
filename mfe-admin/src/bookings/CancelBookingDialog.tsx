import { type BookingDto } from '@chefs/contracts';
import { Button, formatDate, formatMoney } from '@chefs/ui';
import * as Dialog from '@radix-ui/react-dialog';

export interface CancelBookingDialogProps {
  booking: BookingDto;
  open: boolean;
  /** While the change is being saved the dialog stays open and its buttons wait. */
  busy: boolean;
  /** Closed without cancelling (Keep booking, Escape, a click outside). */
  onKeep: () => void;
  onConfirm: () => void;
  /** Where focus goes back once the dialog closes (it has no trigger of its own: the status select opens it). */
  onClosed: () => void;
}

/** What cancelling does to the customer's money. */
function refundNote(booking: BookingDto): string {
  if (booking.paymentStatus === 'paid')
    return `The customer is refunded ${formatMoney(booking.totalAmount)} in full, at once.`;
  if (booking.paymentStatus === 'refunded') return 'Its payment was refunded already; nothing more is refunded.';
  return 'It has not been paid, so nothing is charged or refunded.';
}

/**
 * Asks before the admin cancels a booking (docs/product.md §4: cancelling a paid booking refunds it
 * in full at once), saying whether money goes back: the chef portal's Decline confirmation, for the admin.
 */
export function CancelBookingDialog({ booking, open, busy, onKeep, onConfirm, onClosed }: CancelBookingDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onKeep()}>
      <Dialog.Portal>
        <div data-remote="admin">
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
          <Dialog.Content
            className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-white p-6 shadow-xl focus:outline-none"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              onClosed();
            }}
          >
            <Dialog.Title className="font-display text-xl font-semibold text-ink">
              {`Cancel booking #${booking.id}?`}
            </Dialog.Title>
            <Dialog.Description className="mt-3 text-sm text-ink">
              {`${booking.clientName}'s booking on ${formatDate(booking.eventDate)} will be cancelled. ${refundNote(booking)}`}
            </Dialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={busy}>
                  Keep booking
                </Button>
              </Dialog.Close>
              <Button variant="destructive" disabled={busy} onClick={onConfirm}>
                {busy ? 'Cancelling...' : 'Yes, cancel booking'}
              </Button>
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
