import { type ChefDto } from '@chefs/contracts';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-fn';

/** GET /api/chef-profile: the signed-in chef's profile, or null (404) when they have none yet. */
export function useChefProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['/api/chef-profile'],
    queryFn: getQueryFn<ChefDto>({ on401: 'throw', on404: 'returnNull' }),
    enabled,
  });
}
