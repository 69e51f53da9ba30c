import {
  type ConfirmSubscriptionRequest,
  type ConfirmSubscriptionResponse,
  type SubscribeRecipesRequest,
  type SubscribeRecipesResponse,
} from '@chefs/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api-request';

/**
 * POST /api/subscribe-recipes {email}: asks to join the recipe collection's list (200 every
 * time); an address not yet confirmed is mailed a confirmation link.
 */
export function useSubscribeRecipes() {
  return useMutation({
    mutationFn: (request: SubscribeRecipesRequest) =>
      apiRequest<SubscribeRecipesResponse>('POST', '/api/subscribe-recipes', request),
  });
}

/** POST /api/subscribe-recipes/confirm {token}: the link of the confirmation e-mail. */
export function useConfirmSubscription() {
  return useMutation({
    mutationFn: (request: ConfirmSubscriptionRequest) =>
      apiRequest<ConfirmSubscriptionResponse>('POST', '/api/subscribe-recipes/confirm', request),
  });
}
