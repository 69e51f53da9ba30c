import { signIn, useAuth } from '@chefs/api-client';
import { LogIn } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { SessionCheck } from './SessionCheck';
import { SignInCard } from './SignInCard';
import { SignInError } from './SignInError';

/** /signin: customers sign in through the identity provider; signed-in users go to "/". */
export function SignInPage() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <SessionCheck />;
  if (isAuthenticated) return <Navigate to="/" replace />;
  return (
    <SignInCard
      title="Welcome back"
      intro="Sign in to book chefs, follow your reservations and schedule services."
      buttonLabel="Sign In"
      icon={<LogIn className="h-6 w-6" />}
      onSignIn={signIn}
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
