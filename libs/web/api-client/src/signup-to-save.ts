import { type CustomerPreferences } from '@chefs/contracts';

/** sessionStorage key of a signup finished signed out, waiting for its person to sign in. */
export const SIGNUP_TO_SAVE_KEY = 'chefs.signupToSave';

/**
 * A customer signup finished signed out (docs/product.md §2): kept in this tab until the person
 * signs in, then saved to their account by /schedule (where the signup goes), so the answers are
 * not left on the device alone. The tab's storage goes at sign-out like every draft.
 */
export const signupToSave = {
  keep(preferences: CustomerPreferences): void {
    try {
      sessionStorage.setItem(SIGNUP_TO_SAVE_KEY, JSON.stringify(preferences));
    } catch {
      // No storage (private mode): the preferences stay on the device only.
    }
  },
  /** The waiting signup; null when there is none or it cannot be read. */
  read(): CustomerPreferences | null {
    try {
      const raw = sessionStorage.getItem(SIGNUP_TO_SAVE_KEY);
      const value: unknown = raw ? JSON.parse(raw) : null;
      return value && typeof value === 'object' ? (value as CustomerPreferences) : null;
    } catch {
      return null;
    }
  },
  clear(): void {
    try {
      sessionStorage.removeItem(SIGNUP_TO_SAVE_KEY);
    } catch {
      // No storage, nothing kept.
    }
  },
};
