import { useChefEarnings, useSignInAgainOn401 } from '@chefs/api-client';
import {
  Card,
  ErrorState,
  formatMoney,
  lazyDateFormat,
  LoadingRegion,
  Skeleton,
  SkeletonGroup,
  StatCard,
} from '@chefs/ui';
import { type ReactNode, useRef } from 'react';
import { panelAround } from './panelAround';

const monthFormat = lazyDateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });

function monthName(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return monthFormat().format(new Date(Date.UTC(year, m - 1, 1)));
}

/**
 * Three figures of confirmed bookings (completed ones included), summed on the server, under a
 * heading for screen readers, as the Bookings tab has (the tab names the panel; the page's outline
 * needs the heading).
 */
export function EarningsTab() {
  const earnings = useChefEarnings();
  const lapsed = useSignInAgainOn401([earnings.error]);
  const root = useRef<HTMLDivElement>(null);
  let body: ReactNode;
  if (earnings.isPending || lapsed) {
    body = (
      <LoadingRegion label="Loading your earnings…">
        <div className="grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Card key={i} padding="sm">
              <SkeletonGroup>
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="mt-3 h-7 w-1/2" />
              </SkeletonGroup>
            </Card>
          ))}
        </div>
      </LoadingRegion>
    );
  } else if (earnings.isError) {
    body = (
      <ErrorState
        title="We couldn't load your earnings"
        onRetry={() => void earnings.refetch()}
        retryFocus={panelAround(root)}
      />
    );
  } else {
    const e = earnings.data;
    body = (
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="This month" value={formatMoney(e.thisMonthTotal)} hint={`Confirmed, ${monthName(e.month)}`} />
        <StatCard label="Confirmed bookings" value={String(e.confirmedCount)} hint="All time, completed included" />
        <StatCard label="Total earnings" value={formatMoney(e.totalEarnings)} hint="Confirmed and completed bookings" />
      </div>
    );
  }
  return (
    <div ref={root}>
      <h2 className="sr-only">Earnings</h2>
      {body}
    </div>
  );
}
