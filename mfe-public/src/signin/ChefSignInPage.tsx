import { signIn, useAuth } from '@chefs/api-client';
import { Container, LoadingRegion, Skeleton } from '@chefs/ui';
import { Link, Navigate, useSearchParams } from 'react-router';
import { rememberChefIntent } from './chef-intent';
import { SignInCard } from './SignInCard';

/** /chef-signin: chefs sign in here; signed-in users go to /chef-portal. */
export function ChefSignInPage() {
  const { isLoading, isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  if (isLoading) {
    return (
      <Container className="py-20">
        <LoadingRegion label="Checking your session…">
          <Skeleton className="mx-auto h-64 max-w-md rounded-2xl" />
        </LoadingRegion>
      </Container>
    );
  }
  if (isAuthenticated) return <Navigate to="/chef-portal" replace />;
  return (
    <SignInCard
      title="Chef sign in"
      intro="Sign in to manage your profile, bookings and earnings."
      buttonLabel="Sign In as Chef"
      onSignIn={() => {
        rememberChefIntent();
        signIn();
      }}
      notice={
        params.has('error') ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            There was an issue signing in. Please try again.
          </p>
        ) : null
      }
    >
      <p>
        Not cooking with us yet?{' '}
        <Link to="/chef-application" className="font-medium text-brand-700 underline">
          Apply as a chef
        </Link>
      </p>
    </SignInCard>
  );
}
