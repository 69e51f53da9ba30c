import { type RecipeDto } from '@chefs/contracts';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-fn';

/**
 * GET /api/recipes: every published recipe, fine_dining dishes included. Screens filter by
 * category and match slugs on the client (spec §7), so the landing page, /recipes and
 * /meals all read this one cached list.
 */
export function useRecipes() {
  return useQuery({
    queryKey: ['/api/recipes'],
    queryFn: getQueryFn<RecipeDto[]>({ on401: 'throw' }),
    select: (recipes) => recipes ?? [],
  });
}
