import { isUnauthorizedError, useAuth, useHome } from '@chefs/api-client';
import { Container, ErrorState } from '@chefs/ui';
import { greetingName } from '../common/greeting-name';
import { SignInRequired } from '../common/SignInRequired';
import { HomeChefs } from './HomeChefs';
import { HomeCounts } from './HomeCounts';
import { HomeRecipes } from './HomeRecipes';
import { HomeSkeleton } from './HomeSkeleton';
import { RecentBookings } from './RecentBookings';

/** /home: welcome, counts, recent bookings, chefs, recipes ("/" signed in shows the reservations). */
export function HomePage() {
  const { user, isLoading } = useAuth();
  const home = useHome({ enabled: user !== null });

  if (isLoading) return <HomeSkeleton />;
  if (!user || (home.isError && isUnauthorizedError(home.error))) return <SignInRequired what="your home page" />;
  if (home.isPending) return <HomeSkeleton />;
  if (home.isError) {
    return (
      <Container className="py-12">
        <ErrorState title="We couldn't load your home page" onRetry={() => void home.refetch()} />
      </Container>
    );
  }

  const { counts, recentBookings, chefs, recipes } = home.data ?? {
    counts: { chefs: 0, recipes: 0, bookings: 0 },
    recentBookings: [],
    chefs: [],
    recipes: [],
  };
  return (
    <Container className="py-10 sm:py-12">
      <header className="mb-8">
        <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">Welcome back, {greetingName(user)}</h1>
        <p className="mt-2 text-muted">Here is what is cooking for you.</p>
      </header>
      <HomeCounts counts={counts} />
      <RecentBookings bookings={recentBookings} />
      <HomeChefs chefs={chefs} />
      <HomeRecipes recipes={recipes} />
    </Container>
  );
}
