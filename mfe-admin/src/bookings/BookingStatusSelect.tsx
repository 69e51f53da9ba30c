import { useUpdateBookingStatus } from '@chefs/api-client';
import { BOOKING_STATUSES, type BookingDto, type BookingStatus } from '@chefs/contracts';
import { formatDate, humanize, Select, useToast } from '@chefs/ui';

/** The status dropdown of one booking: a change is saved at once, with a toast either way. */
export function BookingStatusSelect({ booking }: { booking: BookingDto }) {
  const update = useUpdateBookingStatus();
  const { toast } = useToast();
  const change = (status: BookingStatus) =>
    update.mutate(
      { id: booking.id, status },
      {
        onSuccess: () => toast({ title: 'Booking status updated' }),
        onError: () => toast({ title: 'Error', description: 'Failed to update booking', variant: 'destructive' }),
      },
    );
  return (
    <Select
      aria-label={`Status of ${booking.clientName}'s booking on ${formatDate(booking.eventDate)}`}
      className="w-36"
      value={booking.status}
      disabled={update.isPending}
      onChange={(e) => change(e.target.value as BookingStatus)}
    >
      {BOOKING_STATUSES.map((s) => (
        <option key={s} value={s}>
          {humanize(s)}
        </option>
      ))}
    </Select>
  );
}
