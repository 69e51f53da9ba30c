import { BOOKINGS_PAGE_SIZE } from './customer-api';
import type { ChefSort, RecipeListQuery } from './paging';
import type { ChefSearchQuery } from './public-api';

/** "/api/recipes?collection=hub&q=shrimp&limit=12": blank and missing parameters are left out, in the order given. */
export function catalogueUrl(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text) search.set(key, text);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** "/api/recipes?collection=hub&category=healthy&q=bowl&limit=12": blank filters are left out. */
export function recipesUrl(query: RecipeListQuery): string {
  return catalogueUrl('/api/recipes', {
    collection: query.collection,
    category: query.category,
    q: query.q,
    slug: query.slug,
    limit: query.limit,
    cursor: query.cursor,
  });
}

/** "/api/chefs/search?zip=30306&cuisine=italian": blank filters are left out; paging parameters come last. */
export function chefSearchUrl(query: ChefSearchQuery): string {
  return catalogueUrl('/api/chefs/search', {
    zip: query.zip,
    cuisine: query.cuisine,
    date: query.date,
    maxPrice: query.maxPrice,
    minRating: query.minRating,
    sort: query.sort === 'default' ? undefined : query.sort,
    limit: query.limit,
    cursor: query.cursor,
  });
}

/** "/api/chefs?limit=6": the first `limit` approved, active chefs. */
export const chefsUrl = ({ limit, sort }: { limit: number; sort?: ChefSort }): string =>
  catalogueUrl('/api/chefs', { sort, limit });

/** "/api/reviews/chef/4?limit=3": a chef's newest reviews. */
export const chefReviewsUrl = (chefId: number, limit: number): string => `/api/reviews/chef/${chefId}?limit=${limit}`;

/** "/api/bookings?limit=20" for the first page, "&cursor=…" for the next ones. */
export function bookingsPageUrl(cursor: string | null, limit: number = BOOKINGS_PAGE_SIZE): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return `/api/bookings?${params.toString()}`;
}
