import {
  CATALOGUE_PAGE_SIZE,
  type Page,
  type RecipeDto,
  RECIPE_LIST_RULES,
  type RecipeListQuery,
  recipesUrl,
  SLUG_MATCHES_LIMIT,
} from '@chefs/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-request';
import { readQueryKey } from '../page-reads';

/**
 * GET /api/recipes?collection=&category=&q=&limit=&cursor=: published recipes searched and
 * filtered on the server, a page at a time (`fetchNextPage` while `hasNextPage`; `data` is
 * every recipe loaded so far). The landing page reads the first page only, with its own limit.
 */
export function useRecipes(
  query: Omit<RecipeListQuery, 'limit' | 'cursor' | 'slug'>,
  { pageSize = CATALOGUE_PAGE_SIZE }: { pageSize?: number } = {},
) {
  const first = recipesUrl({ ...query, limit: pageSize });
  return useInfiniteQuery({
    queryKey: ['/api/recipes', first],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<RecipeDto>>(
        'GET',
        recipesUrl({ ...query, limit: pageSize, cursor: pageParam ?? undefined }),
        undefined,
        {
          signal,
        },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}

/**
 * GET /api/recipes?collection=&slug=: the published recipes whose title could make this slug
 * (the server matches both the recipe and the dish slug rule); the screen picks the one its
 * own rule names. Empty when there is none.
 */
export function useRecipesBySlug(slug: string | undefined, collection?: RecipeListQuery['collection']) {
  const url = recipesUrl({ collection, slug, limit: SLUG_MATCHES_LIMIT });
  return useQuery({
    queryKey: readQueryKey(url),
    queryFn: ({ signal }) =>
      // A slug no title can make ("foo_bar", "crème") names nothing: the server would answer 400,
      // which the page could only show as an error to retry, never as "Not Found".
      slug && couldBeSlug(slug)
        ? apiRequest<Page<RecipeDto>>('GET', url, undefined, { signal })
        : Promise.resolve(null),
    select: (page): RecipeDto[] => page?.items ?? [],
  });
}

function couldBeSlug(slug: string): boolean {
  const rule = RECIPE_LIST_RULES.slug;
  return slug.length <= rule.maxLength && rule.pattern.test(slug);
}
