import { handleLoggedOut, isUnauthorizedError } from '@chefs/api-client';
import { useEffect, useRef } from 'react';

/**
 * A portal read answered 401: the session ended while the page still holds the signed-in user
 * (docs/product.md §8: "the chef portal does the same when not authenticated"). Says so once
 * ("Unauthorized" / "You are logged out. Logging in again..."), then signs in again after 500 ms,
 * back to this page (handleLoggedOut). Returns whether that is under way; the caller shows its
 * skeleton meanwhile.
 *
 * Not a redirect to /chef-signin: that page still sees the cached user and sends them straight
 * back here, where the read failed again, round and round (dozens of requests a second, nothing
 * said). A visitor who was never signed in still goes to /chef-signin (ChefPortalPage).
 */
export function useSignInAgainOn401(...errors: readonly unknown[]): boolean {
  const lapsed = errors.some(isUnauthorizedError);
  const told = useRef(false);
  useEffect(() => {
    if (!lapsed || told.current) return;
    told.current = true;
    handleLoggedOut();
  }, [lapsed]);
  return lapsed;
}
