import { type BookingDto, type CreateBookingRequest } from '@chefs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-request';

/**
 * POST /api/bookings (signed in): answers 201 with the new booking (pending, unpaid; the total
 * computed by the server), 400 with field messages, 404 when the chef is gone, 409 when the
 * chef already has that date and time slot, 401 when signed out. Success refreshes the
 * booking list and the home summary.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (booking: CreateBookingRequest) => apiRequest<BookingDto>('POST', '/api/bookings', booking),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/bookings'], exact: true }),
        queryClient.invalidateQueries({ queryKey: ['/api/home'] }),
      ]);
    },
  });
}
