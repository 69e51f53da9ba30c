import { type ReviewDto } from '@chefs/contracts';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-fn';
import { toEntityId } from './entity-id';

const fetchReviews = getQueryFn<ReviewDto[]>({ on401: 'throw', on404: 'returnNull' });

/** GET /api/reviews/chef/:id: a chef's reviews, newest first; none (an empty list) for an unknown chef. */
export function useChefReviews(id: number | string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  const chefId = toEntityId(id);
  return useQuery({
    queryKey: ['/api/reviews/chef', chefId],
    queryFn: (context) => (chefId === null ? null : fetchReviews(context)),
    select: (reviews) => reviews ?? [],
    enabled,
  });
}
