import { type HomeSummaryDto } from '@chefs/contracts';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-fn';

/** GET /api/home: the signed-in home summary (counts, recent bookings, chefs, recipes). */
export function useHome({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['/api/home'],
    queryFn: getQueryFn<HomeSummaryDto>({ on401: 'throw' }),
    enabled,
  });
}
