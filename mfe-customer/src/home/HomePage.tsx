import { isUnauthorizedError, useHome } from '@chefs/api-client';
import { Container, HowItWorks } from '@chefs/ui';
import { CustomerOnly } from '../common/CustomerOnly';
import { greetingName } from '../common/greeting-name';
import { LoadError } from '../common/LoadError';
import { SignInRequired } from '../common/SignInRequired';
import { useCustomerSession } from '../common/useCustomerSession';
import { HomeChefs } from './HomeChefs';
import { HomeCounts } from './HomeCounts';
import { HomeRecipes } from './HomeRecipes';
import { HomeSkeleton } from './HomeSkeleton';
import { RecentBookings } from './RecentBookings';

/** /home: welcome, counts, recent bookings, chefs, recipes, how it works ("/" signed in shows the reservations). */
export function HomePage() {
  const { user, isLoading, customer, otherRole } = useCustomerSession();
  const home = useHome({ enabled: customer !== null });

  if (isLoading) return <HomeSkeleton />;
  if (otherRole) return <CustomerOnly role={otherRole} />;
  if (!user || (home.isError && isUnauthorizedError(home.error))) return <SignInRequired what="your home page" />;
  if (home.isPending) return <HomeSkeleton />;
  if (home.isError) {
    return (
      <LoadError
        heading={`Welcome back, ${greetingName(user)}`}
        title="We couldn't load your home page"
        onRetry={() => void home.refetch()}
      />
    );
  }

  const { counts, recentBookings, chefs, recipes } = home.data ?? {
    counts: { chefs: 0, recipes: 0, bookings: 0 },
    recentBookings: [],
    chefs: [],
    recipes: [],
  };
  return (
    <>
      <Container className="py-10 sm:py-12">
        <header className="mb-8">
          <h1 className="text-3xl font-semibold wrap-anywhere text-brand-900 sm:text-4xl">
            Welcome back, {greetingName(user)}
          </h1>
          <p className="mt-2 text-muted">Here is what is cooking for you.</p>
        </header>
        <HomeCounts counts={counts} />
        <RecentBookings bookings={recentBookings} />
        <HomeChefs chefs={chefs} />
        <HomeRecipes recipes={recipes} />
      </Container>
      <HowItWorks />
    </>
  );
}
