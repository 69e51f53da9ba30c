import { type AdminPageDto, type AdminUserDto } from '@chefs/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-fn';

/** GET /api/admin/users?page=&pageSize=: every account, newest first. */
export function useAdminUsers({ page = 1, pageSize = 20 }: { page?: number; pageSize?: number } = {}) {
  return useQuery({
    queryKey: [`/api/admin/users?page=${page}&pageSize=${pageSize}`],
    queryFn: getQueryFn<AdminPageDto<AdminUserDto>>({ on401: 'throw' }),
    placeholderData: keepPreviousData,
  });
}
