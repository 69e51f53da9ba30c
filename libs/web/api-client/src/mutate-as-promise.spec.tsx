import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { mutateAsPromise } from './mutate-as-promise';

function renderMutation(fn: (n: number) => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMutation({ mutationFn: fn }), { wrapper });
}

describe('mutateAsPromise', () => {
  it('resolves with the answer and runs onSuccess with it', async () => {
    const { result } = renderMutation((n) => Promise.resolve(`booked ${n}`));
    const onSuccess = jest.fn();
    const onError = jest.fn();
    let answer: string | undefined;
    await act(async () => {
      answer = await mutateAsPromise(result.current, 7, { onSuccess, onError });
    });
    expect(answer).toBe('booked 7');
    expect(onSuccess).toHaveBeenCalledWith('booked 7');
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects with the error and runs onError with it', async () => {
    const failure = new Error('taken');
    const { result } = renderMutation(() => Promise.reject(failure));
    const onSuccess = jest.fn();
    const onError = jest.fn();
    let caught: unknown;
    await act(async () => {
      await mutateAsPromise(result.current, 1, { onSuccess, onError }).catch((e: unknown) => (caught = e));
    });
    expect(caught).toBe(failure);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
