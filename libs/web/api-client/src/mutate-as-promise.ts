import type { UseMutationResult } from '@tanstack/react-query';

export interface MutationCallbacks<TData, TError> {
  onSuccess?: (data: TData) => void;
  onError?: (error: TError) => void;
}

/**
 * `mutation.mutate(variables, callbacks)` as a promise that settles with it: resolved with the
 * answer as `onSuccess` runs, rejected with the error as `onError` runs. For a click that
 * goes through useSingleFlight (@chefs/ui), whose `run` waits on a promise.
 *
 * Why `mutate` and not `mutateAsync`: the callbacks given to `mutate` run only while the component
 * is mounted, so a toast or a navigation is never fired by a page that is gone. The promise, in
 * turn, never settles once the component has gone, which is then no one's concern.
 */
export function mutateAsPromise<TData, TError extends Error, TVariables, TContext>(
  mutation: Pick<UseMutationResult<TData, TError, TVariables, TContext>, 'mutate'>,
  variables: TVariables,
  { onSuccess, onError }: MutationCallbacks<TData, TError> = {},
): Promise<TData> {
  return new Promise<TData>((resolve, reject) =>
    mutation.mutate(variables, {
      // Settled first, so that a callback that throws cannot leave the promise waiting.
      onSuccess: (data) => {
        resolve(data);
        onSuccess?.(data);
      },
      onError: (error) => {
        reject(error);
        onError?.(error);
      },
    }),
  );
}
