import { type ChefDto, type ChefSort, chefsUrl, type Page } from '@chefs/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-request';

/**
 * GET /api/chefs?limit=&sort=: the first `limit` approved, active chefs (the landing page
 * asks for its 6). For a list the visitor pages through, see useChefSearch.
 */
export function useChefs({ limit, sort }: { limit: number; sort?: ChefSort }) {
  const url = chefsUrl({ sort, limit });
  return useQuery({
    queryKey: ['/api/chefs', url],
    queryFn: ({ signal }) => apiRequest<Page<ChefDto>>('GET', url, undefined, { signal }),
    select: (page): ChefDto[] => page?.items ?? [],
  });
}
