import { type HomeSummaryDto } from '@chefs/contracts';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-fn';

/** The key of the home summary, which page-reads.ts also seeds from a page drawn on the server. */
export const HOME_QUERY_KEY = ['/api/home'] as const;

/** GET /api/home: the signed-in home summary (counts, recent bookings, chefs, recipes). */
export function useHome({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: HOME_QUERY_KEY,
    queryFn: getQueryFn<HomeSummaryDto>({ on401: 'throw' }),
    enabled,
  });
}
