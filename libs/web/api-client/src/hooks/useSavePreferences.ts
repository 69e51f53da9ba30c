import { type CustomerPreferences } from '@chefs/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api-request';

/** The toast's description when the preferences could not be saved (the signup's finish, and /schedule's save after sign-in). */
export const SAVE_PREFERENCES_FAILED = 'Failed to save your preferences. Please try again.';

/** PUT /api/me/preferences (signed in): saves the customer signup's preferences; answers them as stored. */
export function useSavePreferences() {
  return useMutation({
    mutationFn: (preferences: CustomerPreferences) =>
      apiRequest<CustomerPreferences>('PUT', '/api/me/preferences', preferences),
  });
}
