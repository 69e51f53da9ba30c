import { type BookingDetailDto } from '@chefs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-request';
import { isStaleRefusal, refreshBookings } from './refresh-bookings';

/**
 * POST /api/bookings/:id/cancel (signed in): cancels one of the customer's pending or confirmed
 * bookings, refunding a paid one in full. Answers the booking as it now is, which replaces the
 * cached one (['/api/bookings', id]); the booking list and the home summary are refreshed.
 * 409 (with the reason in `userMessage`) when it can no longer be cancelled: the page was out of
 * date (cancelled in another tab, its deadline passed while it stood open), so the bookings are
 * read again and the page shows what the server holds.
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: number) => apiRequest<BookingDetailDto>('POST', `/api/bookings/${bookingId}/cancel`),
    onSuccess: async (booking) => {
      queryClient.setQueryData(['/api/bookings', booking.id], booking);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/bookings'], exact: true }),
        queryClient.invalidateQueries({ queryKey: ['/api/home'] }),
      ]);
    },
    onError: (error) => (isStaleRefusal(error) ? refreshBookings(queryClient) : undefined),
  });
}
