import { signInAndReturn, useAuth, type AuthState } from '@chefs/api-client';
import { afterToasterShown, toast } from '@chefs/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type SignInPrompt } from './sign-in-prompts';

/**
 * The sign-in page, told to come back to `here` (this page's path and query) once signed in:
 * `/signin?returnTo=/schedule`. Slashes may stay as they are in a query value (RFC 3986).
 */
export function signInPageUrl(here: string): string {
  return `/signin?returnTo=${encodeURIComponent(here).replace(/%2F/g, '/')}`;
}

/**
 * The session of a page that needs sign-in. Once the session has loaded and nobody is signed
 * in, it toasts "Authentication Required" with the page's reason (once), then goes to sign-in
 * after the page's delay, counted from when the toast can be seen (the shell's Toaster loads
 * with the first toast), telling sign-in to come back to this page (its path and query).
 * Without a prompt it only reads the session: the page keeps its own sign-in card and stays.
 */
export function useSignInRedirect(prompt?: SignInPrompt): AuthState {
  const auth = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const toasted = useRef(false);
  const signedOut = !auth.isLoading && !auth.isAuthenticated;
  const description = prompt?.description;
  const to = prompt?.to;
  const delayMs = prompt?.delayMs;

  useEffect(() => {
    if (!signedOut || to === undefined || delayMs === undefined) return;
    if (!toasted.current) {
      toasted.current = true;
      toast({ title: 'Authentication Required', description, variant: 'destructive' });
    }
    return afterToasterShown(delayMs, () => (to === 'login' ? signInAndReturn() : void navigate(signInPageUrl(here))));
  }, [signedOut, description, to, delayMs, navigate, here]);

  return auth;
}
