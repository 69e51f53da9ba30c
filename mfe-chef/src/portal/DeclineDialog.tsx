import { type BookingDto } from '@chefs/contracts';
import { Button, ConfirmDialog, formatMoney } from '@chefs/ui';
import { useRef, useState } from 'react';

/**
 * Decline, asking first (a paid booking is refunded in full). `onDecline` resolves true when
 * nothing is left to do (useSetBookingStatus): the dialog closes; else it stays, to try again.
 */
export function DeclineDialog({
  booking,
  onDecline,
  busy,
}: {
  booking: BookingDto;
  onDecline: () => Promise<boolean>;
  busy: boolean;
}) {
  const [open, setOpen] = useState(false);
  const decided = useRef(false);
  const paid = booking.paymentStatus === 'paid';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="border-red-300 text-red-800 hover:bg-red-50"
          disabled={busy}
          aria-label={`Decline booking #${booking.id} for ${booking.clientName}`}
        >
          Decline
        </Button>
      }
      remote="chef"
      title={`Decline booking #${booking.id}?`}
      description={
        paid
          ? `The booking will be cancelled and the customer refunded ${formatMoney(booking.totalAmount)} in full.`
          : 'The booking will be cancelled. A paid booking is refunded in full; this one has not been paid, so nothing is charged or refunded.'
      }
      keepLabel="Keep booking"
      confirmLabel="Yes, decline"
      busyLabel="Declining..."
      busy={busy}
      onConfirm={() =>
        void onDecline().then((ok) => {
          decided.current = ok;
          if (ok) setOpen(false);
        })
      }
      // Declined: this button is on its way out with the booking's others, so the focus is not sent
      // back to it; the list moves it once drawn again (useFocusAfterDecision). Kept: back to it.
      onCloseAutoFocus={(event) => {
        if (decided.current) event.preventDefault();
        decided.current = false;
      }}
    />
  );
}
