import { toast, whenToasterShown } from '@chefs/ui';
import { browserNavigation, signInAndReturn } from './navigation';

/** docs/product.md §9: how long the "logged out" toast shows before sign-in starts again. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * docs/product.md §8: a call answered 401 (the session ended). Says so ("Unauthorized" / "You are logged
 * out. Logging in again..."), then after 500 ms signs in again: back to this page, or through
 * `loginUrl` when the caller names where sign-in should start. The 500 ms count from when the
 * toast can be seen (the shell's Toaster loads with the first toast).
 */
export function handleLoggedOut(loginUrl?: string): void {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  whenToasterShown(() =>
    setTimeout(() => (loginUrl ? browserNavigation.go(loginUrl) : signInAndReturn()), LOGIN_REDIRECT_DELAY_MS),
  );
}
