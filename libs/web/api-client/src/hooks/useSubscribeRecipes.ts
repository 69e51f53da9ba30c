import { type SubscribeRecipesRequest, type SubscribeRecipesResponse } from '@chefs/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api-request';

/** POST /api/subscribe-recipes {email}: joins the recipe collection's list (200 every time). */
export function useSubscribeRecipes() {
  return useMutation({
    mutationFn: (request: SubscribeRecipesRequest) =>
      apiRequest<SubscribeRecipesResponse>('POST', '/api/subscribe-recipes', request),
  });
}
