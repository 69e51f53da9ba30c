import {
  type AdminBookingPageDto,
  type AdminBookingsQuery,
  type BookingDto,
  type BookingStatus,
} from '@chefs/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-request';
import { getQueryFn } from '../query-fn';

/** GET /api/admin/bookings?page=&pageSize=&sort=&dir=: the URL of one page of the admin's table. */
export function adminBookingsUrl(query: AdminBookingsQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `/api/admin/bookings?${search}` : '/api/admin/bookings';
}

/** One page of every booking, paged and sorted on the server; the previous page stays while the next loads. */
export function useAdminBookings(query: AdminBookingsQuery = {}) {
  return useQuery({
    queryKey: [adminBookingsUrl(query)],
    queryFn: getQueryFn<AdminBookingPageDto>({ on401: 'throw' }),
    placeholderData: keepPreviousData,
  });
}

/**
 * PATCH /api/admin/bookings/:id/status: any of the four statuses (cancelling a paid booking
 * refunds it). 409 when unchanged, 503 when Stripe could not refund. Refreshes the admin's
 * booking pages and the overview.
 */
export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: BookingStatus }) =>
      apiRequest<BookingDto>('PATCH', `/api/admin/bookings/${id}/status`, { status }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({
          predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/admin/bookings'),
        }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin/overview'] }),
      ]);
    },
  });
}
