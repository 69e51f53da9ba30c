import { SESSION_READ, type PageRead } from '@chefs/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { authUserQuery } from './hooks/useAuth';
import { chefQueryKey } from './hooks/useChef';
import { chefReviewsQueryKey } from './hooks/useChefReviews';
import { HOME_QUERY_KEY } from './hooks/useHome';
import { toEntityId } from './hooks/entity-id';

/**
 * The query key under which a hook keeps the answer of one GET: the API path, then the exact
 * URL ("['/api/recipes', '/api/recipes?slug=x&limit=5']"), so a page drawn on the server can
 * hand its reads to the same cache entries the hooks read.
 */
export const readQueryKey = (url: string): [string, string] => [url.split('?')[0], url];

const CHEF = /^\/api\/chefs\/([0-9]+)$/;
const CHEF_REVIEWS = /^\/api\/reviews\/chef\/([0-9]+)\?limit=([0-9]+)$/;

/**
 * The key of the hook that reads `url`: the session's, a chef's profile's, their reviews' and the
 * home's keep the keys they had before pages were drawn on the server (other code invalidates
 * them by those keys); every other read is kept under readQueryKey.
 */
export function pageReadKey(url: string): QueryKey {
  if (url === SESSION_READ) return authUserQuery.queryKey;
  if (url === HOME_QUERY_KEY[0]) return HOME_QUERY_KEY;
  const chef = CHEF.exec(url);
  if (chef) return chefQueryKey(toEntityId(chef[1]));
  const reviews = CHEF_REVIEWS.exec(url);
  if (reviews) return chefReviewsQueryKey(toEntityId(reviews[1]), Number(reviews[2]));
  return readQueryKey(url);
}

/**
 * The lists a visitor pages through, read by infinite queries (useRecipes, useChefSearch): their
 * cache entry holds every page loaded so far, so a drawn page's read is its first page. A recipe
 * looked up by its slug (useRecipesBySlug) is one answer, like every other read.
 */
const PAGED_READ = /^\/api\/(recipes|chefs\/search)(\?|$)/;
const isPagedRead = (url: string): boolean => PAGED_READ.test(url) && !/[?&]slug=/.test(url);

/**
 * Puts the reads a page was drawn with (on the server, or in the page's data element in the
 * browser) into the query cache before the first render, so the first render draws the same
 * page and asks for nothing again (the client keeps data fresh until it is invalidated).
 */
export function seedPageReads(queryClient: QueryClient, reads: readonly PageRead[]): void {
  for (const { url, body } of reads)
    queryClient.setQueryData(pageReadKey(url), isPagedRead(url) ? { pages: [body], pageParams: [null] } : body);
}
