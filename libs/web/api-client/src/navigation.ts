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
 * docs/product.md §1: sign-out is navigation to /api/logout. What this tab kept for the person
 * (the drafts of their forms: a booking, an application, a signup) goes with them, so the next
 * person on a shared device starts afresh.
 */
export function signOut(): void {
  try {
    sessionStorage.clear();
  } catch {
    // No storage, nothing kept.
  }
  browserNavigation.go('/api/logout');
}
