import { type OwnChefProfileDto, type UpdateChefProfileRequest } from '@chefs/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-request';
import { getQueryFn } from '../query-fn';

/**
 * GET /api/chef-profile: the signed-in chef's profile with their review count, or null (404) when
 * they have none yet.
 */
export function useChefProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['/api/chef-profile'],
    queryFn: getQueryFn<OwnChefProfileDto>({ on401: 'throw', on404: 'returnNull' }),
    enabled,
  });
}

/**
 * PATCH /api/chef-profile: the chef saves their specialty, price, location, ZIP codes and bio.
 * The portal shows the saved profile at once; the public reads of chefs this browser holds are
 * read again.
 */
export function useUpdateChefProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateChefProfileRequest) => apiRequest<OwnChefProfileDto>('PATCH', '/api/chef-profile', body),
    onSuccess: async (chef) => {
      // As saved, its review count with it: the answer is the same OwnChefProfileDto a GET gives.
      queryClient.setQueryData<OwnChefProfileDto>(['/api/chef-profile'], chef);
      // The chef's public profile, the chef lists and the search: every read under /api/chefs.
      await queryClient.invalidateQueries({
        predicate: ({ queryKey: [path] }) => typeof path === 'string' && path.startsWith('/api/chefs'),
      });
    },
  });
}
