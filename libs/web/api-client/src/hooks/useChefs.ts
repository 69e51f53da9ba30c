import { type ChefDto } from '@chefs/contracts';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-fn';

/** GET /api/chefs: the public chef list. */
export function useChefs() {
  return useQuery({
    queryKey: ['/api/chefs'],
    queryFn: getQueryFn<ChefDto[]>({ on401: 'throw' }),
    select: (chefs) => chefs ?? [],
  });
}
