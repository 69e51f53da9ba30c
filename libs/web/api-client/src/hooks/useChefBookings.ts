import {
  BOOKINGS_PAGE_SIZE,
  type BookingDto,
  type BookingPageDto,
  type BookingStatus,
  type ChefEarningsDto,
  type ChefStatusTarget,
} from '@chefs/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-request';

/** "/api/chef-bookings?limit=20" for the first page, "&cursor=…" for the next ones; `status` keeps one status. */
export function chefBookingsPageUrl(
  cursor: string | null,
  limit: number = BOOKINGS_PAGE_SIZE,
  status?: BookingStatus,
): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (status) params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  return `/api/chef-bookings?${params.toString()}`;
}

/**
 * GET /api/chef-bookings?limit=&cursor=&status=: the signed-in chef's own bookings (only those in
 * `status`, when given), newest event first, a page at a time (`fetchNextPage` while
 * `hasNextPage`). Fails on 401 and 403.
 */
export function useChefBookings({ enabled = true, status }: { enabled?: boolean; status?: BookingStatus } = {}) {
  return useInfiniteQuery({
    queryKey: ['/api/chef-bookings', status ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<BookingPageDto>('GET', chefBookingsPageUrl(pageParam, BOOKINGS_PAGE_SIZE, status), undefined, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.items),
    enabled,
  });
}

/** GET /api/chef-earnings: this month's confirmed total, the confirmed count and all confirmed earnings. */
export function useChefEarnings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['/api/chef-earnings'],
    queryFn: ({ signal }) => apiRequest<ChefEarningsDto>('GET', '/api/chef-earnings', undefined, { signal }),
    enabled,
  });
}

/**
 * PATCH /api/bookings/:id/status: the chef accepts (confirmed) or declines (cancelled, refunding a
 * paid booking) a pending booking. 409 when it is no longer pending, 503 when Stripe could not
 * refund. Refreshes the chef's bookings, earnings and profile counts.
 */
export function useChefBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ChefStatusTarget }) =>
      apiRequest<BookingDto>('PATCH', `/api/bookings/${id}/status`, { status }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/chef-bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/chef-earnings'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/chef-profile'] }),
      ]);
    },
  });
}
