import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './query-fn';

/**
 * docs/product.md §7: cached data never goes stale by itself; no refetch on focus, no polling, no
 * retries; queries fail on 401 unless a hook says otherwise. The shell makes one client
 * and every remote reads it through the shared @tanstack/react-query context.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
