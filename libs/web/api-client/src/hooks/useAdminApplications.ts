import {
  type AdminApplicationDto,
  type AdminApplicationPageDto,
  type UpdateApplicationRequest,
  type AdminApplicationsQuery,
} from '@chefs/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-request';
import { getQueryFn } from '../query-fn';
import { adminListUrl } from './admin-list-url';

/** GET /api/admin/applications?page=&pageSize=&status=: one page of chef applications, newest first. */
export function useAdminApplications(query: AdminApplicationsQuery = {}) {
  return useQuery({
    queryKey: [adminListUrl('/api/admin/applications', query)],
    queryFn: getQueryFn<AdminApplicationPageDto>({ on401: 'throw' }),
    placeholderData: keepPreviousData,
  });
}

/**
 * PATCH /api/admin/applications/:id: approve (creates the chef profile), mark under review, or
 * reject with a reason. Refreshes the applications, the chefs, the users and the overview.
 */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateApplicationRequest & { id: number }) =>
      apiRequest<AdminApplicationDto>('PATCH', `/api/admin/applications/${id}`, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/admin/'),
      });
    },
  });
}
