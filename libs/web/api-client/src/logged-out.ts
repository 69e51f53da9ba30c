import { toast, type ToastVariant, whenToasterShown } from '@chefs/ui';
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
  whenToasterShown(() =>
    setTimeout(() => (loginUrl ? browserNavigation.go(loginUrl) : signInAndReturn()), LOGIN_REDIRECT_DELAY_MS),
  );
}

/** The customer's flows (booking, payment, confirmation e-mail, and the rest of theirs): the plain toast. */
export const CUSTOMER_LOGGED_OUT: LoggedOutOptions = { variant: 'default' };
