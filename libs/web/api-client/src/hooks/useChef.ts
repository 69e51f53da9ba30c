import { type ChefDto } from '@chefs/contracts';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-fn';
import { toEntityId } from './entity-id';

const fetchChef = getQueryFn<ChefDto>({ on401: 'throw', on404: 'returnNull' });

/** The key of a chef's profile, which page-reads.ts also seeds from a page drawn on the server. */
export const chefQueryKey = (id: number | null) => ['/api/chefs', id] as const;

/**
 * GET /api/chefs/:id: one chef's public profile, or null when there is no such chef (404;
 * an id that is not a number is null at once, without a call). Key ['/api/chefs', id].
 */
export function useChef(id: number | string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  const chefId = toEntityId(id);
  return useQuery({
    queryKey: chefQueryKey(chefId),
    queryFn: (context) => (chefId === null ? null : fetchChef(context)),
    enabled,
  });
}
