import { signIn, useAuth } from '@chefs/api-client';
import { Container, LoadingRegion, Skeleton } from '@chefs/ui';
import { Link, Navigate } from 'react-router';
import { SignInCard } from './SignInCard';

/** /signin: customers sign in through the identity provider; signed-in users go to "/". */
export function SignInPage() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) {
    return (
      <Container className="py-20">
        <LoadingRegion label="Checking your session…">
          <Skeleton className="mx-auto h-64 max-w-md rounded-2xl" />
        </LoadingRegion>
      </Container>
    );
  }
  if (isAuthenticated) return <Navigate to="/" replace />;
  return (
    <SignInCard
      title="Welcome back"
      intro="Sign in to book chefs, follow your reservations and schedule services."
      buttonLabel="Sign In"
      onSignIn={signIn}
    >
      <p>
        New here?{' '}
        <Link to="/customer-signup" className="font-medium text-brand-700 underline">
          Create a customer account
        </Link>
      </p>
      <p>
        Are you a chef?{' '}
        <Link to="/chef-application" className="font-medium text-brand-700 underline">
          Apply to cook with us
        </Link>
      </p>
    </SignInCard>
  );
}
