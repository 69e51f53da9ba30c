import { useAdminBookings } from '@chefs/api-client';
import {
  ADMIN_BOOKING_SORTS,
  BOOKING_STATUSES,
  SORT_DIRECTIONS,
  type AdminBookingSort,
  type SortDirection,
} from '@chefs/contracts';
import { humanize } from '@chefs/ui';
import { CalendarX } from 'lucide-react';
import { AdminListSection, emptyList, type AdminList } from '../common/AdminListSection';
import { FilterSelect } from '../common/FilterSelect';
import { oneOf, useTableParams, type TableOrders } from '../common/useTableParams';
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

const LIST: AdminList<'status'> = {
  noun: 'bookings',
  description: 'Every reservation; change a status from its dropdown.',
  empty: emptyList(CalendarX, 'No bookings yet', 'Bookings appear here as soon as customers make them.'),
  filters: [{ key: 'status', label: 'Status', allLabel: 'All statuses', options: STATUS_OPTIONS }],
};

interface Order {
  sort: AdminBookingSort;
  dir: SortDirection;
}
/**
 * The order of the rows, in the URL as `sort` and `dir` (left out while they are the first
 * order's), so a reload keeps it and a page's cursor, written for that order, still holds; each
 * change back to page 1. It is not a filter: "Clear filters" keeps it.
 */
const ORDERS: TableOrders<Order> = {
  allowed: { sort: ADMIN_BOOKING_SORTS, dir: SORT_DIRECTIONS },
  first: { sort: 'eventDate', dir: 'desc' },
};
const ORDER_SELECTS = [
  { key: 'sort', label: 'Sort by', options: SORT_OPTIONS },
  { key: 'dir', label: 'Order', options: DIR_OPTIONS },
] as const satisfies readonly { key: keyof Order; label: string; options: readonly { value: string }[] }[];

/**
 * docs/product.md §2: every booking (client, service type, date, amount, status, payment status) with a
 * status dropdown; filtered by status and sorted by any column on the server (both kept in the URL).
 */
export function BookingsTab() {
  const table = useTableParams(['status'] as const, ORDERS);
  const status = oneOf(BOOKING_STATUSES, table.values.status);
  const bookings = useAdminBookings({ page: table.page, pageSize: PAGE_SIZE, ...table.order, status, ...table.cursor });

  const orderSelects = ORDER_SELECTS.map(({ key, label, options }) => (
    <FilterSelect<string>
      key={key}
      id={`admin-bookings-${key}`}
      label={label}
      half
      value={table.order[key]}
      options={options}
      onChange={(value) => table.setOrder(key, value)}
    />
  ));

  return (
    <AdminListSection list={LIST} table={table} query={bookings} moreFilters={orderSelects}>
      {(items) => <BookingsTable bookings={items} order={table.order} />}
    </AdminListSection>
  );
}
