import { type BookingPageDto, bookingsPageUrl } from '@chefs/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-request';

/**
 * GET /api/bookings?limit=&cursor=: the signed-in customer's bookings, newest event first, a
 * page at a time (`fetchNextPage` while `hasNextPage`). Key ['/api/bookings'], so invalidating
 * it refreshes the list (and, as a prefix, every cached booking). Fails on 401.
 */
export function useBookings({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: ['/api/bookings'],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<BookingPageDto>('GET', bookingsPageUrl(pageParam), undefined, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.items),
    enabled,
  });
}
