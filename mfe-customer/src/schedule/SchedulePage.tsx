import { Container, LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';
import { CustomerOnly } from '../common/CustomerOnly';
import { SIGN_IN_PROMPTS } from '../common/sign-in-prompts';
import { SignInRequired } from '../common/SignInRequired';
import { useCustomerSession } from '../common/useCustomerSession';
import { ScheduleForm } from './ScheduleForm';
import { useSaveSignupAfterSignIn } from './useSaveSignupAfterSignIn';

/** /schedule: ask for a chef on one or several dates (docs/product.md §2); visitors are sent to /signin. */
export function SchedulePage() {
  const { user, isLoading, otherRole } = useCustomerSession(SIGN_IN_PROMPTS.schedule);
  // A signup finished signed out leads here: once signed in, its answers go to the account.
  useSaveSignupAfterSignIn(!isLoading && Boolean(user) && !otherRole);
  if (isLoading) {
    return (
      <Container className="py-10 sm:py-12">
        <LoadingRegion label="Loading the schedule…">
          <SkeletonGroup>
            <Skeleton className="h-10 w-72 max-w-full" />
            <Skeleton className="mt-8 h-[32rem] rounded-2xl" />
          </SkeletonGroup>
        </LoadingRegion>
      </Container>
    );
  }
  if (otherRole) return <CustomerOnly role={otherRole} />;
  if (!user) return <SignInRequired what="the schedule" />;
  return (
    <Container className="py-10 sm:py-12">
      <header className="mb-8">
        <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">Schedule a Service</h1>
        <p className="mt-2 max-w-2xl text-muted">
          Tell us when you would like a chef. Our team matches you with chefs who are free on your dates.
        </p>
      </header>
      <ScheduleForm userId={user.id} />
    </Container>
  );
}
