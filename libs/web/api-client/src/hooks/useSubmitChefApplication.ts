import { type ChefApplicationRequest, type ChefApplicationResponse } from '@chefs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-request';

/**
 * POST /api/chef-application (signed in). The server grades the quiz answers and answers
 * 201 with the scores, 400 with field messages, 409 when an application is already open or
 * the user is already a chef, 401 when signed out. Success refreshes the application status.
 */
export function useSubmitChefApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (application: ChefApplicationRequest) =>
      apiRequest<ChefApplicationResponse>('POST', '/api/chef-application', application),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/chef-application-status'] }),
  });
}
