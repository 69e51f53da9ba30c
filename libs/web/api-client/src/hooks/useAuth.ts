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
  /**
   * True until the first answer; "/" shows the landing page meanwhile (docs/product.md §2). Also
   * true while the session could not be read (`sessionFailed`): nobody is told they are signed
   * out, nor sent to sign in, because a server was unreachable.
   */
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** The session check failed (5xx, no network), not a 401: whether anyone is signed in is unknown. */
  sessionFailed: boolean;
  /** Asks for the session again (the check itself never retries, docs/product.md §7). */
  retrySession: () => void;
}

/** The session, shared by the shell and every remote through the one QueryClient. */
export function useAuth(): AuthState {
  const { data, isLoading, isError, refetch } = useQuery(authUserQuery);
  const user = data ?? null;
  return {
    user,
    isLoading: isLoading || isError,
    isAuthenticated: user !== null,
    isAdmin: user?.role === 'admin',
    sessionFailed: isError,
    retrySession: () => void refetch(),
  };
}
