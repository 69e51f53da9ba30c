import { type Page, type ReviewDto } from '@chefs/contracts';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-fn';
import { toEntityId } from './entity-id';

const fetchReviews = getQueryFn<Page<ReviewDto>>({ on401: 'throw', on404: 'returnNull' });

/** The key of a chef's newest `limit` reviews, which page-reads.ts also seeds from a page drawn on the server. */
export const chefReviewsQueryKey = (id: number | null, limit: number) =>
  ['/api/reviews/chef', `${id}?limit=${limit}`] as const;

/**
 * GET /api/reviews/chef/:id?limit=: a chef's newest `limit` reviews; none (an empty list)
 * for an unknown chef.
 */
export function useChefReviews(
  id: number | string | undefined,
  { enabled = true, limit }: { enabled?: boolean; limit: number },
) {
  const chefId = toEntityId(id);
  return useQuery({
    queryKey: chefReviewsQueryKey(chefId, limit),
    queryFn: (context) => (chefId === null ? null : fetchReviews(context)),
    select: (page): ReviewDto[] => page?.items ?? [],
    enabled,
  });
}
