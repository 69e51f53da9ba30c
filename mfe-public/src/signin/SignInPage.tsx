import { browserNavigation, useAuth } from '@chefs/api-client';
import { LogIn } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { forgetChefIntent, hasChefIntent } from './chef-intent';
import { loginUrl } from './login-url';
import { safeReturnPath } from './return-to';
import { SessionCheck } from './SessionCheck';
import { SignInCard } from './SignInCard';
import { SignInError } from './SignInError';

/**
 * /signin: customers sign in through the identity provider and come back to `?returnTo` (a path
 * of this site, else "/"); signed-in users go there at once. A failed sign-in that began at chef
 * sign-in goes on to /chef-signin (see chef-intent.ts).
 */
export function SignInPage() {
  const { isLoading, isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));
  if (isLoading) return <SessionCheck />;
  if (isAuthenticated) return <Navigate to={returnTo ?? '/'} replace />;
  if (params.has('error') && hasChefIntent()) return <Navigate to="/chef-signin?error=1" replace />;
  return (
    <SignInCard
      title="Welcome back"
      intro="Sign in to book chefs, follow your reservations and schedule services."
      buttonLabel="Sign In"
      icon={<LogIn className="h-6 w-6" />}
      onSignIn={() => {
        forgetChefIntent();
        browserNavigation.go(loginUrl(returnTo));
      }}
      notice={<SignInError />}
    >
      <p>
        New here?{' '}
        <Link to="/customer-signup" className="font-medium text-brand-700 underline underline-offset-2">
          Create a customer account
        </Link>
      </p>
      <p>
        Are you a chef?{' '}
        <Link to="/chef-application" className="font-medium text-brand-700 underline underline-offset-2">
          Apply to cook with us
        </Link>
      </p>
    </SignInCard>
  );
}
