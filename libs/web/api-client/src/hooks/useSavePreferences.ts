import { type CustomerPreferences } from '@chefs/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api-request';

/** PUT /api/me/preferences (signed in): saves the customer signup's preferences; answers them as stored. */
export function useSavePreferences() {
  return useMutation({
    mutationFn: (preferences: CustomerPreferences) =>
      apiRequest<CustomerPreferences>('PUT', '/api/me/preferences', preferences),
  });
}
