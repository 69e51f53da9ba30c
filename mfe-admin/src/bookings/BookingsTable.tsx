import { type AdminBookingSort, type BookingDto, type SortDirection } from '@chefs/contracts';
import { formatDate, formatMoney, humanize, PaymentStatusBadge } from '@chefs/ui';
import { AdminTable, type AdminColumn } from '../common/AdminTable';
import { BookingStatusSelect } from './BookingStatusSelect';

const COLUMNS: AdminColumn<BookingDto>[] = [
  {
    header: 'Client',
    className: 'wrap-anywhere',
    cell: (b) => (
      <>
        <p className="font-medium text-ink">{b.clientName}</p>
        {b.chefName ? <p className="text-xs text-muted">with {b.chefName}</p> : null}
      </>
    ),
  },
  { header: 'Service type', cell: (b) => humanize(b.serviceType) },
  { header: 'Date', className: 'whitespace-nowrap', cell: (b) => formatDate(b.eventDate) },
  { header: 'Amount', align: 'right', className: 'whitespace-nowrap', cell: (b) => formatMoney(b.totalAmount) },
  { header: 'Status', cell: (b) => <BookingStatusSelect booking={b} /> },
  { header: 'Payment', cell: (b) => <PaymentStatusBadge status={b.paymentStatus} /> },
];

/** The column each order sorts by (a booking's creation date has none). */
const SORTED_COLUMN: Record<AdminBookingSort, string | undefined> = {
  eventDate: 'Date',
  createdAt: undefined,
  totalAmount: 'Amount',
  clientName: 'Client',
  status: 'Status',
};

/**
 * A table from md up; below, one card per booking (nothing scrolls the page sideways). The
 * sorted column's header says the order (aria-sort).
 */
export function BookingsTable({
  bookings,
  order,
}: {
  bookings: BookingDto[];
  order?: { sort: AdminBookingSort; dir: SortDirection };
}) {
  const sorted = order && SORTED_COLUMN[order.sort];
  return (
    <AdminTable
      label="Bookings"
      rows={bookings}
      columns={COLUMNS}
      sortedBy={sorted ? { header: sorted, direction: order.dir === 'asc' ? 'ascending' : 'descending' } : undefined}
      card={{
        title: (b) => b.clientName,
        detail: (b) => (
          <>
            {humanize(b.serviceType)} · {formatDate(b.eventDate)}
          </>
        ),
        aside: (b) => <p className="font-semibold text-ink">{formatMoney(b.totalAmount)}</p>,
        footer: (b) => (
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <BookingStatusSelect booking={b} />
            <PaymentStatusBadge status={b.paymentStatus} />
          </div>
        ),
      }}
    />
  );
}
