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
  { lastStep = 0, nullable = {} }: { lastStep?: number; nullable?: NullableKinds<V> } = {},
): DraftStore<V> {
  return {
    load: (base) => {
      try {
        const raw = sessionStorage.getItem(key);
        const parsed: unknown = raw ? JSON.parse(raw) : null;
        if (!isRecord(parsed) || !isRecord(parsed.values)) return null;
        const step = typeof parsed.step === 'number' && Number.isInteger(parsed.step) ? parsed.step : 0;
        return { step: Math.min(Math.max(step, 0), lastStep), values: merge(base, parsed.values, nullable) };
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
