import { useAdminBookings } from '@chefs/api-client';
import { ADMIN_BOOKING_SORTS, BOOKING_STATUSES, type AdminBookingSort, type SortDirection } from '@chefs/contracts';
import { EmptyState, humanize } from '@chefs/ui';
import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { FilterBar } from '../common/FilterBar';
import { FilterSelect } from '../common/FilterSelect';
import { NoMatches } from '../common/NoMatches';
import { PagedList } from '../common/PagedList';
import { oneOf, useTableParams } from '../common/useTableParams';
import { BookingsTable } from './BookingsTable';

const PAGE_SIZE = 20;

const SORT_LABELS: Record<AdminBookingSort, string> = {
  eventDate: 'Event date',
  createdAt: 'Booked on',
  totalAmount: 'Amount',
  clientName: 'Client',
  status: 'Status',
};
const SORT_OPTIONS = ADMIN_BOOKING_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }));
const DIR_OPTIONS: { value: SortDirection; label: string }[] = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
];
const STATUS_OPTIONS = BOOKING_STATUSES.map((s) => ({ value: s, label: humanize(s) }));

/**
 * docs/product.md §2: every booking (client, service type, date, amount, status, payment status) with a
 * status dropdown; filtered by status on the server (kept in the URL) and sorted by any column.
 */
export function BookingsTab() {
  const table = useTableParams(['status'] as const);
  const status = oneOf(BOOKING_STATUSES, table.values.status);
  const [sort, setSort] = useState<AdminBookingSort>('eventDate');
  const [dir, setDir] = useState<SortDirection>('desc');
  const bookings = useAdminBookings({ page: table.page, pageSize: PAGE_SIZE, sort, dir, status });

  return (
    <section aria-labelledby="admin-bookings-heading">
      <div className="mb-4">
        <h2 id="admin-bookings-heading" className="text-xl font-semibold text-brand-900">
          Bookings
        </h2>
        <p className="text-sm text-muted">Every reservation; change a status from its dropdown.</p>
      </div>
      <FilterBar label="Filter bookings">
        <FilterSelect
          id="admin-bookings-status"
          label="Status"
          allLabel="All statuses"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => table.set('status', value)}
        />
        <FilterSelect
          id="admin-bookings-sort"
          label="Sort by"
          half
          value={sort}
          options={SORT_OPTIONS}
          onChange={(value) => {
            setSort(value ?? 'eventDate');
            table.setPage(1);
          }}
        />
        <FilterSelect
          id="admin-bookings-dir"
          label="Order"
          half
          value={dir}
          options={DIR_OPTIONS}
          onChange={(value) => {
            setDir(value ?? 'desc');
            table.setPage(1);
          }}
        />
      </FilterBar>
      <PagedList
        query={bookings}
        noun="bookings"
        skeleton={{ rows: 5, className: 'h-14 rounded-xl', gap: 'space-y-2' }}
        empty={
          table.filtered ? (
            <NoMatches noun="bookings" onClear={table.clear} />
          ) : (
            <EmptyState
              level={3}
              icon={<CalendarX className="h-6 w-6" />}
              title="No bookings yet"
              description="Bookings appear here as soon as customers make them."
            />
          )
        }
        onPage={table.setPage}
      >
        {(items) => <BookingsTable bookings={items} />}
      </PagedList>
    </section>
  );
}
