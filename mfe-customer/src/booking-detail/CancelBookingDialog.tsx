import { type BookingDetailDto } from '@chefs/contracts';
import { Button, formatMoney } from '@chefs/ui';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { formatInstant } from '../common/format-instant';
import { useCancel } from './useCancel';

/** "Cancel booking": asks first, saying exactly what will be refunded and until when cancelling is open. */
export function CancelBookingDialog({ booking }: { booking: BookingDetailDto }) {
  const [open, setOpen] = useState(false);
  const { confirm, isPending } = useCancel(booking, () => setOpen(false));
  const { refundAmount, deadline } = booking.cancellation;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !isPending && setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button variant="outline" className="w-full border-red-300 text-red-800 hover:bg-red-50">
          Cancel booking
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        {/* The portal renders under <body>: this remote's styles apply inside its data-remote scope. */}
        <div data-remote="customer">
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-white p-6 shadow-xl focus:outline-none">
            <Dialog.Title className="font-display text-xl font-semibold text-ink">Cancel this booking?</Dialog.Title>
            <Dialog.Description asChild>
              <div className="mt-3 space-y-2 text-sm text-ink">
                <p>
                  {refundAmount > 0
                    ? `You will be refunded ${formatMoney(refundAmount)} in full.`
                    : 'Nothing has been charged, so nothing will be refunded.'}
                </p>
                <p className="text-muted">{`Cancelling is open until ${formatInstant(deadline)}.`}</p>
              </div>
            </Dialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={isPending}>
                  Keep booking
                </Button>
              </Dialog.Close>
              <Button variant="destructive" onClick={confirm} disabled={isPending}>
                {isPending ? 'Cancelling...' : 'Yes, cancel booking'}
              </Button>
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
