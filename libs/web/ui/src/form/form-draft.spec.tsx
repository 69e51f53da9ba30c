import { act, renderHook } from '@testing-library/react';
import { draftStore, useDraftedState, type DraftStore } from './form-draft';

interface Values {
  name: string;
  count: number | null;
  tags: string[];
}
const EMPTY: Values = { name: '', count: null, tags: [] };

describe('draftStore', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps only fields of the right kind, clamps the step and lets the form check the rest', () => {
    sessionStorage.setItem('d', JSON.stringify({ step: 7, values: { name: 42, count: 3, tags: 'x', extra: true } }));
    const store = draftStore<Values>('d', { lastStep: 2, accept: (v) => ({ ...v, count: Math.min(v.count ?? 0, 2) }) });
    expect(store.load(EMPTY)).toEqual({ step: 2, values: { name: '', count: 2, tags: [] } });
  });

  it('reads nothing from text that is not a draft', () => {
    sessionStorage.setItem('d', '{not json');
    expect(draftStore<Values>('d').load(EMPTY)).toBeNull();
    sessionStorage.setItem('d', JSON.stringify([1, 2]));
    expect(draftStore<Values>('d').load(EMPTY)).toBeNull();
  });
});

describe('useDraftedState', () => {
  afterEach(() => sessionStorage.clear());

  it('is plain state without a store', () => {
    const { result } = renderHook(() => useDraftedState<Values>(undefined, EMPTY));
    act(() => result.current.setValues((v) => ({ ...v, name: 'Ana' })));
    expect(result.current.values.name).toBe('Ana');
    expect(sessionStorage.length).toBe(0);
  });

  it('saves as the values change, starts from the draft, and removes it back at the start', () => {
    const store = draftStore<Values>('d', { lastStep: 1 });
    const first = renderHook(() => useDraftedState(store, EMPTY));
    expect(sessionStorage.getItem('d')).toBeNull(); // nothing typed, nothing kept
    act(() => {
      first.result.current.setValues({ name: 'Ana', count: 2, tags: ['a'] });
      first.result.current.setStep(1);
    });
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem('d')!)).toEqual({
      step: 1,
      values: { name: 'Ana', count: 2, tags: ['a'] },
    });

    const second = renderHook(() => useDraftedState(store, EMPTY));
    expect(second.result.current.values).toEqual({ name: 'Ana', count: 2, tags: ['a'] });
    expect(second.result.current.step).toBe(1);
    act(() => {
      second.result.current.setValues(EMPTY);
      second.result.current.setStep(0);
    });
    expect(sessionStorage.getItem('d')).toBeNull();
  });

  it('takes the draft of a store that arrives later (the account became known)', () => {
    sessionStorage.setItem('u-2', JSON.stringify({ step: 0, values: { name: 'Bo', count: null, tags: [] } }));
    const { result, rerender } = renderHook(({ store }) => useDraftedState(store, EMPTY), {
      initialProps: { store: undefined as DraftStore<Values> | undefined },
    });
    expect(result.current.values).toEqual(EMPTY);
    rerender({ store: draftStore<Values>('u-2') });
    expect(result.current.values.name).toBe('Bo');
  });
});
