import {
  type AdminPageDto,
  type AdminScheduleRequestDto,
  type UpdateScheduleRequestRequest,
  type AdminScheduleRequestsQuery,
} from '@chefs/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-error';
import { apiRequest } from '../api-request';
import { getQueryFn } from '../query-fn';
import { adminListUrl } from './admin-list-url';

const LIST_URL = '/api/admin/schedule-requests';
const isListKey = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith(`${LIST_URL}?`);

/** GET /api/admin/schedule-requests?page=&pageSize=&status=: the open schedule requests, oldest first, or the handled ones. */
export function useAdminScheduleRequests(query: AdminScheduleRequestsQuery = {}) {
  return useQuery({
    queryKey: [adminListUrl(LIST_URL, query)],
    queryFn: getQueryFn<AdminPageDto<AdminScheduleRequestDto>>({ on401: 'throw' }),
    placeholderData: keepPreviousData,
  });
}

/**
 * PATCH /api/admin/schedule-requests/:id `{ status: 'closed' }`: marks an open request handled
 * (the server records the admin and the time; 409 when it already is handled, 404 when it is
 * gone). Either way the request is no longer open: it leaves the cached pages at once, and the
 * pages are then fetched again from the server.
 */
export function useMarkScheduleRequestHandled() {
  const queryClient = useQueryClient();
  const dropFromOpenPages = async (id: number) => {
    queryClient.setQueriesData<AdminPageDto<AdminScheduleRequestDto>>(
      { predicate: (q) => isListKey(q.queryKey) },
      (page) =>
        page?.items.some((r) => r.id === id)
          ? { ...page, items: page.items.filter((r) => r.id !== id), total: page.total - 1 }
          : page,
    );
    await queryClient.invalidateQueries({ predicate: (q) => isListKey(q.queryKey) });
  };
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<AdminScheduleRequestDto>('PATCH', `${LIST_URL}/${id}`, {
        status: 'closed',
      } satisfies UpdateScheduleRequestRequest),
    onSuccess: (_data, id) => dropFromOpenPages(id),
    onError: async (error, id) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) await dropFromOpenPages(id);
    },
  });
}
