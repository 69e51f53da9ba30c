import { useAuth } from '@chefs/api-client';
import { Card, Container, LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';
import { Link } from 'react-router';
import { CustomerSignupWizard } from './CustomerSignupWizard';

/** /customer-signup: the customer's preferences in 4 steps, then on to /schedule. */
export function CustomerSignupPage() {
  const { user, isLoading, isAuthenticated } = useAuth();
  return (
    <Container width="narrow" className="py-10 sm:py-14">
      <div className="mx-auto mb-8 max-w-2xl text-center">
        <p className="text-sm font-medium tracking-wide text-copper-700 uppercase">Customer signup</p>
        <h1 className="mt-2 text-3xl font-semibold text-brand-900 sm:text-4xl">Join as a Customer</h1>
        <p className="mt-3 text-muted">
          Tell us how you like to eat and we will match you with private chefs across metro Atlanta.
        </p>
      </div>
      <Card padding="lg" className="mx-auto max-w-2xl">
        {isLoading ? (
          <LoadingRegion label="Loading the signup form…">
            <SkeletonGroup>
              <Skeleton className="h-2 w-full" />
              <Skeleton className="mt-8 h-7 w-48" />
              <Skeleton className="mt-6 h-64 w-full" />
            </SkeletonGroup>
          </LoadingRegion>
        ) : (
          <CustomerSignupWizard user={user} isAuthenticated={isAuthenticated} />
        )}
      </Card>
      {!isLoading && !isAuthenticated ? (
        <p className="mt-6 text-center text-sm text-muted">
          Already have an account?{' '}
          <Link to="/signin" className="font-medium text-brand-700 underline underline-offset-2">
            Sign in
          </Link>
        </p>
      ) : null}
    </Container>
  );
}
