/** Where chef sign-in (`/chef-signin`) asks to land: the chef portal, or a page inside it. */
const CHEF_PORTAL = /^\/chef-portal(?:[/?#]|$)/;

/**
 * Where a failed sign-in is sent: back to the sign-in page it began from, with `?error=1`, where
 * both pages say "There was an issue signing in. Please try again." (docs/product.md §2, §8). The
 * chef sign-in page starts sign-in with `returnTo=/chef-portal`, kept in the session by
 * `GET /api/login`; any other sign-in, or one whose session is gone, is a customer's, and keeps
 * where it was to return.
 */
export function signInFailedPath(returnTo: string | undefined): string {
  if (returnTo !== undefined && CHEF_PORTAL.test(returnTo)) return '/chef-signin?error=1';
  // The customer's next try still comes back to the page that asked (returnTo was checked by
  // safeReturnTo when GET /api/login kept it).
  if (returnTo === undefined || returnTo === '/') return '/signin?error=1';
  return `/signin?error=1&returnTo=${encodeURIComponent(returnTo)}`;
}
