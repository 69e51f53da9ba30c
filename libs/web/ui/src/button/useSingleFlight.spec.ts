import { act, renderHook } from '@testing-library/react';
import { useSingleFlight } from './useSingleFlight';

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useSingleFlight', () => {
  it('runs one action at a time: a call meanwhile sends nothing and gets the first one’s outcome', async () => {
    const { result } = renderHook(() => useSingleFlight<string>());
    const answer = deferred<string>();
    const first = jest.fn(() => answer.promise);
    const second = jest.fn(() => Promise.resolve('second'));
    let calls: Promise<string>[] = [];
    act(() => {
      calls = [result.current.run(first), result.current.run(second)];
    });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(true);
    await act(async () => answer.resolve('first'));
    await expect(Promise.all(calls)).resolves.toEqual(['first', 'first']);
    expect(result.current.busy).toBe(false);
    // Settled: the next call runs.
    await act(async () => expect(await result.current.run(second)).toBe('second'));
  });

  it('is free again after a failure, even one thrown before the action awaited anything', async () => {
    const { result } = renderHook(() => useSingleFlight<string>());
    const failed = deferred<string>();
    let call: Promise<string> | undefined;
    act(() => {
      call = result.current.run(() => failed.promise);
    });
    await act(async () => {
      failed.reject(new Error('refused'));
      await expect(call).rejects.toThrow('refused');
    });
    expect(result.current.busy).toBe(false);
    await act(async () => {
      await expect(
        result.current.run(() => {
          throw new Error('at once');
        }),
      ).rejects.toThrow('at once');
    });
    expect(result.current.busy).toBe(false);
    await act(async () => expect(await result.current.run(() => Promise.resolve('again'))).toBe('again'));
  });
});

describe('useSingleFlight({ holdOnSuccess: true })', () => {
  it('sends once for a double click, and stays busy after a success: later calls send nothing', async () => {
    const { result } = renderHook(() => useSingleFlight<string>({ holdOnSuccess: true }));
    const answer = deferred<string>();
    const first = jest.fn(() => answer.promise);
    const later = jest.fn(() => Promise.resolve('later'));
    let calls: Promise<string>[] = [];
    act(() => {
      calls = [result.current.run(first), result.current.run(later)];
    });
    expect(first).toHaveBeenCalledTimes(1);
    expect(later).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(true);
    await act(async () => answer.resolve('booked'));
    await expect(Promise.all(calls)).resolves.toEqual(['booked', 'booked']);
    expect(result.current.busy).toBe(true);
    // Held: a click after the success, rendered or not, gets the success and sends nothing.
    await act(async () => expect(await result.current.run(later)).toBe('booked'));
    expect(later).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(true);
  });

  it('is free again after a failure, and holds the next success', async () => {
    const { result } = renderHook(() => useSingleFlight<string>({ holdOnSuccess: true }));
    const failed = deferred<string>();
    let call: Promise<string> | undefined;
    act(() => {
      call = result.current.run(() => failed.promise);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      failed.reject(new Error('slot taken'));
      await expect(call).rejects.toThrow('slot taken');
    });
    expect(result.current.busy).toBe(false);
    await act(async () => {
      await expect(
        result.current.run(() => {
          throw new Error('at once');
        }),
      ).rejects.toThrow('at once');
    });
    expect(result.current.busy).toBe(false);
    const retry = jest.fn(() => Promise.resolve('booked'));
    await act(async () => expect(await result.current.run(retry)).toBe('booked'));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    await act(async () => expect(await result.current.run(retry)).toBe('booked'));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
