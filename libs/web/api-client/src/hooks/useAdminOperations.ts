import { type AdminOperationsDto } from '@chefs/contracts';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-fn';

/** GET /api/admin/operations: the links to the queue dashboard and (in development) the mail viewer. */
export function useAdminOperations() {
  return useQuery({
    queryKey: ['/api/admin/operations'],
    queryFn: getQueryFn<AdminOperationsDto>({ on401: 'throw' }),
  });
}
