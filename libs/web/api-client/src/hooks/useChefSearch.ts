import { CATALOGUE_PAGE_SIZE, type ChefDto, type ChefSearchQuery, chefSearchUrl, type Page } from '@chefs/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-request';

/**
 * GET /api/chefs/search?zip=&cuisine=&date=&limit=&cursor=: approved, active chefs who serve
 * the ZIP, cook the cuisine and are free that day, a page at a time (`fetchNextPage` while
 * `hasNextPage`; `data` is every chef loaded so far). The pages stay cached, so coming back to
 * the list shows every page that was loaded. A bad ZIP or date fails with a 400 ApiError whose
 * `userMessage` says what to fix.
 */
export function useChefSearch(
  query: ChefSearchQuery,
  { enabled = true, pageSize = CATALOGUE_PAGE_SIZE }: { enabled?: boolean; pageSize?: number } = {},
) {
  const first = chefSearchUrl({ ...query, limit: pageSize, cursor: undefined });
  return useInfiniteQuery({
    queryKey: ['/api/chefs/search', first],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<ChefDto>>(
        'GET',
        chefSearchUrl({ ...query, limit: pageSize, cursor: pageParam ?? undefined }),
        undefined,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.items),
    enabled,
  });
}
