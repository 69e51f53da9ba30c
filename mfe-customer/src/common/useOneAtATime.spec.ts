import { act, renderHook } from '@testing-library/react';
import { useOneAtATime } from './useOneAtATime';

describe('useOneAtATime', () => {
  it('lets one request start, refuses a second at once (before React renders), and is free once settled', () => {
    const { result } = renderHook(() => useOneAtATime());
    expect(result.current.busy).toBe(false);
    let answers: boolean[] = [];
    act(() => {
      // Both in one event: the state is not drawn between them, the ref still knows.
      answers = [result.current.start(), result.current.start()];
    });
    expect(answers).toEqual([true, false]);
    expect(result.current.busy).toBe(true);
    expect(result.current.start()).toBe(false);

    act(() => result.current.settle());
    expect(result.current.busy).toBe(false);
    let again = false;
    act(() => {
      again = result.current.start();
    });
    expect(again).toBe(true);
    expect(result.current.busy).toBe(true);
  });
});
