import { type AdminPageDto, type ChefDto, type CreateChefRequest, type AdminChefsQuery } from '@chefs/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-request';
import { getQueryFn } from '../query-fn';
import { adminListUrl } from './admin-list-url';

/** GET /api/admin/chefs?page=&pageSize=&status=&q=: the chefs, those awaiting approval first. */
export function useAdminChefs(query: AdminChefsQuery = {}) {
  return useQuery({
    queryKey: [adminListUrl('/api/admin/chefs', query)],
    queryFn: getQueryFn<AdminPageDto<ChefDto>>({ on401: 'throw' }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({
        predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/admin/'),
      }),
      queryClient.invalidateQueries({ queryKey: ['/api/chefs'] }),
    ]);
}

/** PATCH /api/admin/chefs/:id/approve (409 when already approved). */
export function useApproveChef() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ChefDto>('PATCH', `/api/admin/chefs/${id}/approve`),
    onSuccess: refresh,
  });
}

/** POST /api/chefs: the Add Chef dialog; 400 carries each field's message. */
export function useCreateChef() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (body: CreateChefRequest) => apiRequest<ChefDto>('POST', '/api/chefs', body),
    onSuccess: refresh,
  });
}
