import { browserNavigation } from '@chefs/api-client';
import { toast } from '@chefs/ui';
import { loginUrl } from './login-url';

/** Spec §9: how long the "logged out" toast shows before sign-in starts again. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Spec §8: a mutation answered 401. Says so, then signs in again and comes back to `returnTo`. */
export function handleLoggedOut(returnTo: string): void {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => browserNavigation.go(loginUrl(returnTo)), LOGIN_REDIRECT_DELAY_MS);
}
