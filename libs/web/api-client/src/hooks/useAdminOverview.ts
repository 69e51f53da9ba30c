import { type AdminOverviewDto } from '@chefs/contracts';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-fn';

/** GET /api/admin/overview: the admin dashboard's figures and recent activity. */
export function useAdminOverview({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['/api/admin/overview'],
    queryFn: getQueryFn<AdminOverviewDto>({ on401: 'throw' }),
    enabled,
  });
}
