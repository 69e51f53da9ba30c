import { type ChefApplicationStatusDto } from '@chefs/contracts';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-fn';

/** GET /api/chef-application-status: the user's latest chef application, or null (404) when none. */
export function useChefApplicationStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['/api/chef-application-status'],
    queryFn: getQueryFn<ChefApplicationStatusDto>({ on401: 'throw', on404: 'returnNull' }),
    enabled,
  });
}
