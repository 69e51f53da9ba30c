import { type BookingDetailDto } from '@chefs/contracts';
import { Button, ConfirmDialog, formatMoney } from '@chefs/ui';
import { useState } from 'react';
import { formatInstant } from '../common/format-instant';
import { useCancel } from './useCancel';

/**
 * "Cancel booking": asks first, saying exactly what will be refunded and until when cancelling is
 * open. `onCancelled` takes the focus once the booking is cancelled (this button goes with it).
 */
export function CancelBookingDialog({ booking, onCancelled }: { booking: BookingDetailDto; onCancelled: () => void }) {
  const [open, setOpen] = useState(false);
  const { confirm, isPending, onCloseAutoFocus } = useCancel(booking, { onDone: () => setOpen(false), onCancelled });
  const { refundAmount, deadline } = booking.cancellation;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" className="w-full border-red-300 text-red-800 hover:bg-red-50">
          Cancel booking
        </Button>
      }
      remote="customer"
      title="Cancel this booking?"
      description={
        <>
          <p>
            {refundAmount > 0
              ? `You will be refunded ${formatMoney(refundAmount)} in full.`
              : 'Nothing has been charged, so nothing will be refunded.'}
          </p>
          <p className="text-muted">{`Cancelling is open until ${formatInstant(deadline)}.`}</p>
        </>
      }
      keepLabel="Keep booking"
      confirmLabel="Yes, cancel booking"
      busyLabel="Cancelling..."
      busy={isPending}
      onConfirm={confirm}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
