import { useAdminOverview } from '@chefs/api-client';
import { ErrorState } from '@chefs/ui';
import { OverviewCards } from './OverviewCards';
import { OverviewSkeleton } from './OverviewSkeleton';
import { PendingApplicationsCard } from './PendingApplicationsCard';
import { RecentBookingsCard } from './RecentBookingsCard';

export function OverviewTab() {
  const overview = useAdminOverview();
  if (overview.isPending) return <OverviewSkeleton />;
  if (overview.isError || !overview.data) {
    return <ErrorState title="We couldn't load the overview" onRetry={() => void overview.refetch()} />;
  }
  return (
    <>
      <OverviewCards overview={overview.data} />
      {/* Columns of minmax(0, 1fr) (grid-cols-1), not the implicit auto one: a card's line that
          cannot wrap (a long client name, cut short with an ellipsis) would widen that column,
          and the page, past a phone's screen. */}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentBookingsCard bookings={overview.data.recentBookings} />
        <PendingApplicationsCard applications={overview.data.pendingApplications} />
      </div>
    </>
  );
}
