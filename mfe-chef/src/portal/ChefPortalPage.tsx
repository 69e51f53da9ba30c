import { useAuth, useChefApplicationStatus, useChefProfile, useSignInAgainOn401 } from '@chefs/api-client';
import { BOOKING_STATUSES, type BookingStatus } from '@chefs/contracts';
import { Container, ErrorState } from '@chefs/ui';
import { type ReactNode, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ApplicationStatusCard } from './ApplicationStatusCard';
import { ApplyPrompt } from './ApplyPrompt';
import { BookingsTab } from './BookingsTab';
import { EarningsTab } from './EarningsTab';
import { PortalSkeleton } from './PortalSkeleton';
import { PortalTabs } from './PortalTabs';
import { ProfileSummary } from './ProfileSummary';

const TABS = ['profile', 'bookings', 'earnings'] as const;
type PortalTabId = (typeof TABS)[number];

/**
 * Which tab the address names: `?tab=bookings` or `?tab=earnings`, and `?booking=<id>` (where a
 * chef's pushes about a booking lead) opens Bookings on that booking. Anything else is Profile.
 * On Bookings, `&status=` keeps the bookings in one status (not with a booking named: that one
 * is looked for among all of them).
 */
function readAddress(params: URLSearchParams): { tab: PortalTabId; bookingId?: number; status?: BookingStatus } {
  const booking = Number(params.get('booking'));
  if (Number.isSafeInteger(booking) && booking > 0) return { tab: 'bookings', bookingId: booking };
  const tab = TABS.find((id) => id === params.get('tab')) ?? 'profile';
  const status = BOOKING_STATUSES.find((s) => s === params.get('status'));
  return tab === 'bookings' && status ? { tab, status } : { tab };
}

/** /chef-portal: the tabs Profile, Bookings and Earnings, else the application's status, else a prompt to apply. */
export function ChefPortalPage() {
  const [params, setParams] = useSearchParams();
  const { tab, bookingId, status } = readAddress(params);
  // Choosing a tab replaces the address (and drops a booking it named): Back leaves the portal.
  const select = (id: string) => setParams(id === 'profile' ? {} : { tab: id }, { replace: true });
  const filter = (next?: BookingStatus) =>
    setParams(next ? { tab: 'bookings', status: next } : { tab: 'bookings' }, { replace: true });
  const { user, isLoading } = useAuth();
  const signedIn = user !== null;
  const profile = useChefProfile({ enabled: signedIn });
  const application = useChefApplicationStatus({ enabled: signedIn });
  // The session ended while the user is still held: "Unauthorized", then sign-in again.
  const lapsed = useSignInAgainOn401([profile.error, application.error]);
  // Where the focus waits after Try again (ErrorState's retryFocus): the page's heading, which stays.
  const heading = useRef<HTMLHeadingElement>(null);

  if (!isLoading && !signedIn) return <Navigate to="/chef-signin" replace />;

  let body: ReactNode;
  if (isLoading || profile.isPending || lapsed) body = <PortalSkeleton />;
  else if (profile.isError)
    body = (
      <ErrorState
        title="We couldn't load your chef profile"
        onRetry={() => void profile.refetch()}
        retryFocus={heading}
      />
    );
  else if (profile.data)
    body = (
      <PortalTabs
        label="Chef portal"
        selected={tab}
        onSelect={select}
        tabs={[
          { id: 'profile', label: 'Profile', panel: <ProfileSummary chef={profile.data} /> },
          {
            id: 'bookings',
            label: 'Bookings',
            panel: <BookingsTab focusBookingId={bookingId} status={status} onStatus={filter} />,
          },
          { id: 'earnings', label: 'Earnings', panel: <EarningsTab /> },
        ]}
      />
    );
  else if (application.isPending) body = <PortalSkeleton />;
  else if (application.isError)
    body = (
      <ErrorState
        title="We couldn't load your application"
        onRetry={() => void application.refetch()}
        retryFocus={heading}
      />
    );
  else body = application.data ? <ApplicationStatusCard application={application.data} /> : <ApplyPrompt />;

  return (
    <Container width="narrow" className="py-10 sm:py-12">
      <h1 ref={heading} tabIndex={-1} className="mb-6 text-3xl font-semibold text-brand-900 outline-none sm:text-4xl">
        Chef Portal
      </h1>
      {body}
    </Container>
  );
}
