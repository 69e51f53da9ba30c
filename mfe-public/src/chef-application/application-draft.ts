import { LAST_APPLICATION_STEP, type ApplicationValues } from './application-form';

/**
 * The application in progress, kept in this tab's sessionStorage so nothing typed is lost
 * when the applicant leaves to sign in (or reloads). Cleared once the application is in.
 */
export const APPLICATION_DRAFT_KEY = 'chefApplicationDraft';

export interface ApplicationDraft {
  step: number;
  values: ApplicationValues;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keeps only the saved values whose kind matches the form's (a stale or tampered draft cannot break it). */
function merge(base: ApplicationValues, saved: Record<string, unknown>): ApplicationValues {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, initial] of Object.entries(base)) {
    const value = saved[key];
    const sameKind =
      Array.isArray(initial) || Array.isArray(value)
        ? Array.isArray(initial) && Array.isArray(value)
        : initial === null
          ? typeof value === 'number' || value === null
          : typeof value === typeof initial;
    if (key in saved && sameKind) merged[key] = value;
  }
  return merged as unknown as ApplicationValues;
}

/** The saved draft over `base`, or null when there is none. */
export function loadDraft(base: ApplicationValues): ApplicationDraft | null {
  try {
    const raw = sessionStorage.getItem(APPLICATION_DRAFT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!isRecord(parsed) || !isRecord(parsed.values)) return null;
    const step = typeof parsed.step === 'number' && Number.isInteger(parsed.step) ? parsed.step : 0;
    return { step: Math.min(Math.max(step, 0), LAST_APPLICATION_STEP), values: merge(base, parsed.values) };
  } catch {
    return null;
  }
}

export function saveDraft(draft: ApplicationDraft): void {
  try {
    sessionStorage.setItem(APPLICATION_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // No storage (private mode): the form still works, the draft just does not survive a reload.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(APPLICATION_DRAFT_KEY);
  } catch {
    // Nothing was stored.
  }
}
