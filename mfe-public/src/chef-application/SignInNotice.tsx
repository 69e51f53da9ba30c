import { browserNavigation } from '@chefs/api-client';
import { Button } from '@chefs/ui';
import { LogIn } from 'lucide-react';
import { loginUrl } from '../signin/login-url';
import { APPLICATION_PATH } from './useApplicationSubmit';

/** Starts sign-in and comes back here; the answers wait in this tab's sessionStorage meanwhile. */
export function startSignIn(): void {
  browserNavigation.go(loginUrl(APPLICATION_PATH));
}

/** Signed out: the application can be filled in, but sending it needs an account. */
export function SignInNotice() {
  return (
    <div className="mx-auto mb-6 flex max-w-3xl flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900 sm:flex-row sm:items-center sm:justify-between">
      <p>
        <span className="font-semibold">You will need to sign in to submit.</span> Start now: your answers are kept in
        this tab while you sign in.
      </p>
      <Button variant="outline" size="sm" className="shrink-0" onClick={startSignIn}>
        <LogIn aria-hidden="true" className="h-4 w-4" />
        Sign In
      </Button>
    </div>
  );
}
