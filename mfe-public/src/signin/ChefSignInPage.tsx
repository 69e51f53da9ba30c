import { browserNavigation, useAuth } from '@chefs/api-client';
import { ChefHat } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { rememberChefIntent } from './chef-intent';
import { loginUrl } from './login-url';
import { SessionCheck } from './SessionCheck';
import { SignInCard } from './SignInCard';
import { SignInError } from './SignInError';

/** The chef portal: where a chef who began at chef sign-in lands (the server honours returnTo). */
export const CHEF_PORTAL = '/chef-portal';

/** /chef-signin: chefs sign in here; signed-in users go to /chef-portal. */
export function ChefSignInPage() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <SessionCheck />;
  if (isAuthenticated) return <Navigate to={CHEF_PORTAL} replace />;
  return (
    <SignInCard
      title="Chef sign in"
      intro="Sign in to manage your profile, bookings and earnings."
      buttonLabel="Sign In as Chef"
      icon={<ChefHat className="h-6 w-6" />}
      onSignIn={() => {
        rememberChefIntent();
        browserNavigation.go(loginUrl(CHEF_PORTAL));
      }}
      notice={<SignInError />}
    >
      <p>
        Not cooking with us yet?{' '}
        <Link to="/chef-application" className="font-medium text-brand-700 underline underline-offset-2">
          Apply as a chef
        </Link>
      </p>
      <p>
        Looking to book a chef?{' '}
        <Link to="/signin" className="font-medium text-brand-700 underline underline-offset-2">
          Customer sign in
        </Link>
      </p>
    </SignInCard>
  );
}
