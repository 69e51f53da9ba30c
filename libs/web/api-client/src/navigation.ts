/**
 * Full-page navigations (sign-in and sign-out leave the single-page app for the BFF).
 * Kept behind one object so tests can observe them: jsdom cannot navigate.
 */
export const browserNavigation = {
  go(url: string): void {
    window.location.href = url;
  },
};

/** docs/product.md §1: sign-in starts by navigating to /api/login. */
export function signIn(): void {
  browserNavigation.go('/api/login');
}

/**
 * Sign-in that brings the person back to the page they are on (the server accepts only a
 * same-site path as returnTo). Used where a signed-in page sends a visitor to sign in.
 */
export function signInAndReturn(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  browserNavigation.go(here === '/' ? '/api/login' : `/api/login?returnTo=${encodeURIComponent(here)}`);
}

/**
 * What this browser keeps in localStorage for the person signed in, gone at sign-out so the next
 * person on a shared device finds none of it (docs/security.md, "Shared devices"). Each writer
 * takes its key's name from here:
 * - `pendingBooking`: the schedule request (dates, time, notes), for the booking confirmation page
 *   (`mfe-customer/src/common/pending-booking.ts`);
 * - `customerPreferences`: the signup's answers (name, e-mail, phone, tastes)
 *   (`mfe-public/src/customer-signup/preferences-storage.ts`);
 * - `chefSignInIntent`: that the person began sign-in as a chef (`mfe-public/src/signin/chef-intent.ts`).
 * Device preferences stay: the install card's dismissal (`chefs.installPrompt.dismissedAt`,
 * shell) and the saved recipes (`chefs-atlanta:saved-recipes`, mfe-public), as any visitor sets them.
 */
export const PERSONAL_STORAGE_KEYS = {
  pendingBooking: 'pendingBooking',
  customerPreferences: 'customerPreferences',
  chefSignInIntent: 'chefs.chefSignInIntent',
} as const;

/**
 * docs/product.md §1: sign-out is navigation to /api/logout. What this tab kept for the person
 * (the drafts of their forms: a booking, an application, a signup) and what this browser kept
 * for them (PERSONAL_STORAGE_KEYS) go with them, so the next person on a shared device starts
 * afresh.
 */
export function signOut(): void {
  try {
    sessionStorage.clear();
  } catch {
    // No storage, nothing kept.
  }
  for (const key of Object.values(PERSONAL_STORAGE_KEYS)) {
    try {
      localStorage.removeItem(key);
    } catch {
      // No storage, nothing kept.
    }
  }
  browserNavigation.go('/api/logout');
}
