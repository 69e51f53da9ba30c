import { cn, Container, EmptyState, focusRing } from '@chefs/ui';
import { Hammer } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ApplicationsTab } from '../applications/ApplicationsTab';
import { ChefsTab } from '../chefs/ChefsTab';
import { RecipesTab } from '../recipes/RecipesTab';
import { UsersTab } from '../users/UsersTab';
import { RequestsTab } from '../requests/RequestsTab';
import { BookingsTab } from '../bookings/BookingsTab';
import { OverviewTab } from '../overview/OverviewTab';
import { ADMIN_TABS, toTabId, type AdminTabId } from './admin-tabs';
import { AdminTabBar } from './AdminTabBar';
import { OperationsLinks } from './OperationsLinks';

export function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const active = toTabId(params.get('tab'));
  const label = ADMIN_TABS.find((t) => t.id === active)?.label ?? 'Overview';

  const select = (id: AdminTabId) => setParams(id === 'overview' ? {} : { tab: id }, { replace: true });

  return (
    <Container className="py-10 sm:py-12">
      <header className="mb-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">Admin Dashboard</h1>
          <p className="mt-2 text-muted">Chefs, bookings, recipes and users across the marketplace.</p>
        </div>
        <OperationsLinks />
      </header>
      <AdminTabBar active={active} onSelect={select} />
      {/* A Tab stop (the WAI-ARIA tabs pattern: a panel may hold no focusable control before its
          text), so it shows the design system's focus ring, as the chef portal's panels do. */}
      <div
        role="tabpanel"
        id={`admin-panel-${active}`}
        aria-labelledby={`admin-tab-${active}`}
        tabIndex={0}
        className={cn('mt-6 rounded-[var(--radius-card)]', focusRing)}
      >
        {active === 'overview' ? (
          <OverviewTab />
        ) : active === 'applications' ? (
          <ApplicationsTab />
        ) : active === 'chefs' ? (
          <ChefsTab />
        ) : active === 'recipes' ? (
          <RecipesTab />
        ) : active === 'users' ? (
          <UsersTab />
        ) : active === 'requests' ? (
          <RequestsTab />
        ) : active === 'bookings' ? (
          <BookingsTab />
        ) : (
          <EmptyState
            level={2}
            icon={<Hammer className="h-6 w-6" />}
            title={`${label} management is coming next`}
            description="This tab is being built. Use the Overview to follow the marketplace meanwhile."
          />
        )}
      </div>
    </Container>
  );
}
