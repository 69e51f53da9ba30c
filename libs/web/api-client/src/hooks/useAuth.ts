import { type AuthUser } from '@chefs/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-fn';

/** GET /api/auth/user: the signed-in user, or null when the answer is 401. */
export const authUserQuery = queryOptions({
  queryKey: ['/api/auth/user'],
  queryFn: getQueryFn<AuthUser>({ on401: 'returnNull' }),
  retry: false,
  refetchOnWindowFocus: false,
  staleTime: Infinity,
});

export interface AuthState {
  user: AuthUser | null;
  /** True until the first answer; "/" shows the landing page meanwhile (docs/product.md §2). */
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
}

/** The session, shared by the shell and every remote through the one QueryClient. */
export function useAuth(): AuthState {
  const { data, isLoading } = useQuery(authUserQuery);
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, isAdmin: user?.role === 'admin' };
}
