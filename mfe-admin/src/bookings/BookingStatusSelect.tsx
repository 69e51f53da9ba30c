import { useUpdateBookingStatus } from '@chefs/api-client';
import { BOOKING_STATUSES, type BookingDto, type BookingStatus } from '@chefs/contracts';
import { formatDate, humanize, Select, toast, useSingleFlight } from '@chefs/ui';
import { useRef, useState } from 'react';
import { useActionFailure } from '../common/useActionFailure';
import { CancelBookingDialog } from './CancelBookingDialog';

/**
 * The status dropdown of one booking, with a toast either way. A change is saved at once, but
 * Cancelled (which refunds a paid booking in full) first asks in a dialog; until it is confirmed
 * the dropdown keeps the booking's status.
 */
export function BookingStatusSelect({ booking }: { booking: BookingDto }) {
  const update = useUpdateBookingStatus();
  const failed = useActionFailure();
  const [confirming, setConfirming] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  // One change at a time: a second press of "Yes, cancel booking" before it is drawn waiting
  // sends nothing (the server would refuse the same status twice, and the toast would say so).
  const { run, busy } = useSingleFlight<boolean>();

  /** Saves the status; resolves true when nothing is left to do (saved, or refused by the server). */
  const save = (status: BookingStatus): Promise<boolean> =>
    run(async () => {
      try {
        await update.mutateAsync({ id: booking.id, status });
        toast({ title: 'Booking status updated' });
        return true;
      } catch (error) {
        return failed(error, 'Failed to update booking') === 'refused';
      }
    });

  const change = (status: BookingStatus) => {
    if (status === 'cancelled') setConfirming(true);
    else void save(status);
  };

  return (
    <>
      <Select
        ref={selectRef}
        aria-label={`Status of ${booking.clientName}'s booking on ${formatDate(booking.eventDate)}`}
        className="w-36"
        value={booking.status}
        disabled={busy}
        onChange={(e) => change(e.target.value as BookingStatus)}
      >
        {BOOKING_STATUSES.map((s) => (
          <option key={s} value={s}>
            {humanize(s)}
          </option>
        ))}
      </Select>
      <CancelBookingDialog
        booking={booking}
        open={confirming}
        busy={busy}
        onKeep={() => setConfirming(false)}
        onConfirm={() => void save('cancelled').then((done) => done && setConfirming(false))}
        onClosed={() => selectRef.current?.focus()}
      />
    </>
  );
}
