import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/** What a field that starts empty (null) holds once filled in. */
export type NullableKinds<V> = Partial<Record<keyof V, 'string' | 'number'>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keeps only the saved values whose kind matches the form's (a stale or tampered draft cannot
 * break it): a field that starts as null takes null or its kind (`nullable`, a number unless told).
 */
function merge<V extends object>(base: V, saved: Record<string, unknown>, nullable: NullableKinds<V>): V {
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, initial] of Object.entries(base)) {
    const value = saved[key];
    const sameKind =
      Array.isArray(initial) || Array.isArray(value)
        ? Array.isArray(initial) && Array.isArray(value)
        : initial === null
          ? value === null || typeof value === (nullable[key as keyof V] ?? 'number')
          : typeof value === typeof initial;
    if (key in saved && sameKind) merged[key] = value;
  }
  return merged as V;
}

/** A form in progress: its values, and for a wizard its step. */
export interface FormDraft<V> {
  step: number;
  values: V;
}

/** A form's draft in this tab's sessionStorage. */
export interface DraftStore<V> {
  /** The saved draft over `base` (the form's empty values), or null when there is none. */
  load: (base: V) => FormDraft<V> | null;
  save: (draft: FormDraft<V>) => void;
  clear: () => void;
}

/**
 * A form's values (and a wizard's step, 0 to `lastStep`), kept under `key` in this tab's
 * sessionStorage so nothing typed is lost when the person reloads, or is sent to sign in again and
 * comes back. The form clears it once what it gathered is in. A browser without storage (private
 * mode) keeps the form working; the draft then just does not survive a reload.
 */
export function draftStore<V extends object>(
  key: string,
  {
    lastStep = 0,
    nullable = {},
    accept = (values) => values,
  }: {
    lastStep?: number;
    nullable?: NullableKinds<V>;
    /** The form's own check of a saved draft's values (a choice it no longer offers, a date gone by). */
    accept?: (values: V) => V;
  } = {},
): DraftStore<V> {
  return {
    load: (base) => {
      try {
        const raw = sessionStorage.getItem(key);
        const parsed: unknown = raw ? JSON.parse(raw) : null;
        if (!isRecord(parsed) || !isRecord(parsed.values)) return null;
        const step = typeof parsed.step === 'number' && Number.isInteger(parsed.step) ? parsed.step : 0;
        return { step: Math.min(Math.max(step, 0), lastStep), values: accept(merge(base, parsed.values, nullable)) };
      } catch {
        return null;
      }
    },
    save: (draft) => {
      try {
        sessionStorage.setItem(key, JSON.stringify(draft));
      } catch {
        // No storage: see above.
      }
    },
    clear: () => {
      try {
        sessionStorage.removeItem(key);
      } catch {
        // Nothing was stored.
      }
    },
  };
}

/** A form's values and step in React state, drafted in a DraftStore (useDraftedState). */
export interface DraftedState<V> {
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  /** A wizard's step, or whether a dialog is open (1) or closed (0). */
  step: number;
  setStep: Dispatch<SetStateAction<number>>;
}

/** Where a form starts: its draft in `store`, or `base` at step 0 when there is none. */
export function draftStart<V extends object>(store: DraftStore<V> | undefined, base: V): FormDraft<V> {
  return store?.load(base) ?? { step: 0, values: base };
}

/**
 * Keeps a form's values and step in `store` as they change. Back at `base` and step 0 (nothing
 * typed, or the form reset after it was sent) the draft is removed rather than saved.
 */
export function useDraftSaving<V extends object>(
  store: DraftStore<V> | undefined,
  base: V,
  { step, values }: FormDraft<V>,
) {
  const [baseText] = useState(() => JSON.stringify(base));
  useEffect(() => {
    if (step === 0 && JSON.stringify(values) === baseText) store?.clear();
    else store?.save({ step, values });
  }, [store, step, values, baseText]);
}

/**
 * A form's values (and step) in React state that start from its draft in `store`, when there is
 * one, and are kept there as they change (useDraftSaving). Without a store it is plain state.
 */
export function useDraftedState<V extends object>(store: DraftStore<V> | undefined, base: V): DraftedState<V> {
  const [start] = useState(() => draftStart(store, base));
  const [values, setValues] = useState<V>(start.values);
  const [step, setStep] = useState(start.step);
  // Another store (the account became known, or changed): its draft, or a fresh form.
  const [loadedFrom, setLoadedFrom] = useState(store);
  if (store !== loadedFrom) {
    const next = draftStart(store, base);
    setLoadedFrom(store);
    setValues(next.values);
    setStep(next.step);
  }
  useDraftSaving(store, base, { step, values });
  return { values, setValues, step, setStep };
}
