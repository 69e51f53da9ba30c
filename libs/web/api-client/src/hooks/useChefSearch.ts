import { type ChefDto, type ChefSearchQuery } from '@chefs/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-request';

/** "/api/chefs/search?zip=30306&cuisine=italian": blank filters are left out. */
export function chefSearchUrl(query: ChefSearchQuery): string {
  const params = new URLSearchParams();
  for (const key of ['zip', 'cuisine', 'date'] as const) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `/api/chefs/search?${search}` : '/api/chefs/search';
}

/**
 * GET /api/chefs/search?zip=&cuisine=&date=: approved, active chefs who serve the ZIP, cook
 * the cuisine and are free that day. A bad ZIP or date fails with a 400 ApiError whose
 * `userMessage` says what to fix.
 */
export function useChefSearch(query: ChefSearchQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const url = chefSearchUrl(query);
  return useQuery({
    queryKey: ['/api/chefs/search', url],
    queryFn: ({ signal }) => apiRequest<ChefDto[]>('GET', url, undefined, { signal }),
    select: (chefs) => chefs ?? [],
    enabled,
  });
}
