import { ApiError, handleLoggedOut, isUnauthorizedError, refusalMessage } from '@chefs/api-client';
import { toast } from '@chefs/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** How a failed admin action ended: the session had ended, the server refused it in its own words, or it failed. */
export type ActionFailure = 'signed-out' | 'refused' | 'failed';

/**
 * docs/product.md §8 for every admin action that failed: a 401 says the session ended and signs in
 * again (handleLoggedOut); a refusal shows the server's message under "Error" and, on a 409,
 * reads the admin's lists again, as the row is not what this page shows; anything else shows
 * `failure`, the spec's text ("Failed to approve chef").
 */
export function useActionFailure(): (error: unknown, failure: string) => ActionFailure {
  const queryClient = useQueryClient();
  return useCallback(
    (error, failure) => {
      if (isUnauthorizedError(error)) {
        handleLoggedOut();
        return 'signed-out';
      }
      const refusal = refusalMessage(error);
      toast({ title: 'Error', description: refusal ?? failure, variant: 'destructive' });
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({
          predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/admin/'),
        });
      }
      return refusal ? 'refused' : 'failed';
    },
    [queryClient],
  );
}
