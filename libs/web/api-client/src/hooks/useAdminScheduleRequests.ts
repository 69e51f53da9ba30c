import { type AdminPageDto, type AdminScheduleRequestDto } from '@chefs/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-fn';

/** GET /api/admin/schedule-requests?page=&pageSize=: the open schedule requests, oldest first. */
export function useAdminScheduleRequests({ page = 1, pageSize = 20 }: { page?: number; pageSize?: number } = {}) {
  return useQuery({
    queryKey: [`/api/admin/schedule-requests?page=${page}&pageSize=${pageSize}`],
    queryFn: getQueryFn<AdminPageDto<AdminScheduleRequestDto>>({ on401: 'throw' }),
    placeholderData: keepPreviousData,
  });
}
