import { signInAndReturn, useAuth, type AuthState } from '@chefs/api-client';
import { toast, whenToasterShown } from '@chefs/ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { type SignInPrompt } from './sign-in-prompts';

/**
 * The session of a page that needs sign-in. Once the session has loaded and nobody is signed
 * in, it toasts "Authentication Required" with the page's reason (once), then goes to sign-in
 * after the page's delay, counted from when the toast can be seen (the shell's Toaster loads
 * with the first toast).
 */
export function useSignInRedirect({ description, to, delayMs }: SignInPrompt): AuthState {
  const auth = useAuth();
  const navigate = useNavigate();
  const toasted = useRef(false);
  const signedOut = !auth.isLoading && !auth.isAuthenticated;

  useEffect(() => {
    if (!signedOut) return;
    if (!toasted.current) {
      toasted.current = true;
      toast({ title: 'Authentication Required', description, variant: 'destructive' });
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopWaiting = whenToasterShown(() => {
      timer = setTimeout(() => (to === 'login' ? signInAndReturn() : void navigate(to)), delayMs);
    });
    return () => {
      stopWaiting();
      clearTimeout(timer);
    };
  }, [signedOut, description, to, delayMs, navigate]);

  return auth;
}
