import { PERSONAL_STORAGE_KEYS } from '@chefs/api-client';
import { type CustomerPreferences } from '@chefs/contracts';

/** docs/product.md §3: the signup's preferences live in the browser under this key. */
export const CUSTOMER_PREFERENCES_KEY = PERSONAL_STORAGE_KEYS.customerPreferences;

/** Keeps the preferences on this device; false when the browser refuses storage (private mode). */
export function storePreferences(preferences: CustomerPreferences): boolean {
  try {
    localStorage.setItem(CUSTOMER_PREFERENCES_KEY, JSON.stringify(preferences));
    return true;
  } catch {
    return false;
  }
}
