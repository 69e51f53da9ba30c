import { type BookingDetailDto } from '@chefs/contracts';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-fn';
import { toEntityId } from './entity-id';

const fetchBooking = getQueryFn<BookingDetailDto>({ on401: 'throw', on404: 'returnNull' });

/**
 * GET /api/bookings/:id: one of the signed-in customer's bookings with everything its detail
 * screen shows (chef, status history, cancellation policy, review), or null when it does not
 * exist or is someone else's (404 "Booking Not Found"; an id that is not a number is null at
 * once, without a call). Fails on 401. Key ['/api/bookings', id] with a numeric id.
 */
export function useBooking(id: number | string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  const bookingId = toEntityId(id);
  return useQuery({
    queryKey: ['/api/bookings', bookingId],
    queryFn: (context) => (bookingId === null ? null : fetchBooking(context)),
    enabled,
  });
}
