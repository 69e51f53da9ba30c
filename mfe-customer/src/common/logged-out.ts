import { signInAndReturn } from '@chefs/api-client';
import { toast } from '@chefs/ui';

/** Spec §9: how long the "logged out" toast shows before sign-in starts again. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Spec §8: a call answered 401 (the session ended). Says so, then signs in again. */
export function handleLoggedOut(): void {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(signInAndReturn, LOGIN_REDIRECT_DELAY_MS);
}
