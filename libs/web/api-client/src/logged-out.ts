import { afterToasterShown, toast, type ToastVariant } from '@chefs/ui';
import { useEffect, useRef } from 'react';
import { isUnauthorizedError } from './api-error';
import { browserNavigation, signInAndReturn } from './navigation';

/** docs/product.md §9: how long the "logged out" toast shows before sign-in starts again. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

export interface LoggedOutOptions {
  /** Where sign-in starts, when not simply "back to this page". */
  loginUrl?: string;
  /**
   * docs/product.md §8: red (destructive) for the admin's, the chef's and the application's
   * mutations; a customer's booking, payment and confirmation e-mail say it in the plain toast.
   */
  variant?: ToastVariant;
}

/**
 * docs/product.md §8: a call answered 401 (the session ended). Says so ("Unauthorized" / "You are logged
 * out. Logging in again..."), then after 500 ms signs in again: back to this page, or through
 * `loginUrl` when the caller names where sign-in should start. The 500 ms count from when the
 * toast can be seen (the shell's Toaster loads with the first toast).
 */
export function handleLoggedOut({ loginUrl, variant = 'destructive' }: LoggedOutOptions = {}): void {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant });
  afterToasterShown(LOGIN_REDIRECT_DELAY_MS, () => (loginUrl ? browserNavigation.go(loginUrl) : signInAndReturn()));
}

/** The customer's flows (booking, payment, confirmation e-mail, and the rest of theirs): the plain toast. */
export const CUSTOMER_LOGGED_OUT: LoggedOutOptions = { variant: 'default' };

/**
 * A page's read answered 401: the session ended while the page still holds the signed-in user.
 * Says so once and signs in again (handleLoggedOut, with `options`), back to this page. Returns
 * whether that is under way; the caller shows its skeleton or sign-in card meanwhile. (Sending
 * the page to a sign-in page instead looped: that page still sees the cached user and sends them
 * straight back.)
 */
export function useSignInAgainOn401(errors: readonly unknown[], options?: LoggedOutOptions): boolean {
  const lapsed = errors.some(isUnauthorizedError);
  const told = useRef(false);
  useEffect(() => {
    if (!lapsed || told.current) return;
    told.current = true;
    handleLoggedOut(options);
  }, [lapsed, options]);
  return lapsed;
}
