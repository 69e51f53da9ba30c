import { PERSONAL_STORAGE_KEYS } from '@chefs/api-client';
/**
 * Set when sign-in starts from /chef-signin (docs/product.md §2 "Chef sign-in"). The server sends
 * a failed chef sign-in back to /chef-signin by the returnTo it kept; when it could not know (the
 * sign-in's session was gone) it sends it to /signin?error=1, and this note sends the chef on to
 * /chef-signin?error=1. Customer sign-in from /signin and sign-out forget it.
 */
export const CHEF_INTENT_KEY = PERSONAL_STORAGE_KEYS.chefSignInIntent;

export function rememberChefIntent(): void {
  try {
    localStorage.setItem(CHEF_INTENT_KEY, '1');
  } catch {
    // Private mode without storage: the server still knows where a chef sign-in began.
  }
}

/** Whether the last sign-in this browser began was a chef's. */
export function hasChefIntent(): boolean {
  try {
    return localStorage.getItem(CHEF_INTENT_KEY) === '1';
  } catch {
    return false;
  }
}

export function forgetChefIntent(): void {
  try {
    localStorage.removeItem(CHEF_INTENT_KEY);
  } catch {
    // No storage, nothing kept.
  }
}
