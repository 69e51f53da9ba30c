import { type AdminPageDto, type AdminUserDto, type AdminUsersQuery } from '@chefs/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-fn';
import { adminListUrl } from './admin-list-url';

/** GET /api/admin/users?page=&pageSize=&role=&q=: the accounts, newest first (one role, a name or e-mail). */
export function useAdminUsers(query: AdminUsersQuery = {}) {
  return useQuery({
    queryKey: [adminListUrl('/api/admin/users', query)],
    queryFn: getQueryFn<AdminPageDto<AdminUserDto>>({ on401: 'throw' }),
    placeholderData: keepPreviousData,
  });
}
