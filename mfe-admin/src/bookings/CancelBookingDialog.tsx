import { type BookingDto } from '@chefs/contracts';
import { ConfirmDialog, formatDate, formatMoney } from '@chefs/ui';

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
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onKeep()}
      remote="admin"
      title={`Cancel booking #${booking.id}?`}
      description={`${booking.clientName}'s booking on ${formatDate(booking.eventDate)} will be cancelled. ${refundNote(booking)}`}
      keepLabel="Keep booking"
      confirmLabel="Yes, cancel booking"
      busyLabel="Cancelling..."
      busy={busy}
      onConfirm={onConfirm}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed();
      }}
    />
  );
}
