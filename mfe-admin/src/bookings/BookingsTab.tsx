import { useAdminBookings, useUpdateBookingStatus } from '@chefs/api-client';
import {
  ADMIN_BOOKING_SORTS,
  BOOKING_STATUSES,
  type AdminBookingSort,
  type BookingDto,
  type BookingStatus,
  type SortDirection,
} from '@chefs/contracts';
import { EmptyState, formatDate, formatMoney, humanize, Label, PaymentStatusBadge, Select, useToast } from '@chefs/ui';
import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { PagedList } from '../common/PagedList';

const PAGE_SIZE = 20;

const SORT_LABELS: Record<AdminBookingSort, string> = {
  eventDate: 'Event date',
  createdAt: 'Booked on',
  totalAmount: 'Amount',
  clientName: 'Client',
  status: 'Status',
};

/** Spec §2: every booking (client, service type, date, amount, status, payment status) with a status dropdown. */
export function BookingsTab() {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<AdminBookingSort>('eventDate');
  const [dir, setDir] = useState<SortDirection>('desc');
  const bookings = useAdminBookings({ page, pageSize: PAGE_SIZE, sort, dir });

  return (
    <section aria-labelledby="admin-bookings-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="admin-bookings-heading" className="text-xl font-semibold text-brand-900">
            Bookings
          </h2>
          <p className="text-sm text-muted">Every reservation; change a status from its dropdown.</p>
        </div>
        <div className="flex items-end gap-2">
          <div>
            <Label htmlFor="admin-bookings-sort">Sort by</Label>
            <Select
              id="admin-bookings-sort"
              className="w-40"
              value={sort}
              onChange={(e) => {
                setSort(e.target.value as AdminBookingSort);
                setPage(1);
              }}
            >
              {ADMIN_BOOKING_SORTS.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="admin-bookings-dir">Order</Label>
            <Select
              id="admin-bookings-dir"
              className="w-36"
              value={dir}
              onChange={(e) => {
                setDir(e.target.value as SortDirection);
                setPage(1);
              }}
            >
              <option value="desc">Descending</option>
              <option value="asc">Ascending</option>
            </Select>
          </div>
        </div>
      </div>
      <PagedList
        query={bookings}
        noun="bookings"
        skeleton={{ rows: 5, className: 'h-14 rounded-xl', gap: 'space-y-2' }}
        empty={
          <EmptyState
            level={3}
            icon={<CalendarX className="h-6 w-6" />}
            title="No bookings yet"
            description="Bookings appear here as soon as customers make them."
          />
        }
        onPage={setPage}
      >
        {(items) => <BookingsTable bookings={items} />}
      </PagedList>
    </section>
  );
}

function StatusSelect({ booking }: { booking: BookingDto }) {
  const update = useUpdateBookingStatus();
  const { toast } = useToast();
  const change = (status: BookingStatus) =>
    update.mutate(
      { id: booking.id, status },
      {
        onSuccess: () => toast({ title: 'Booking status updated' }),
        onError: () => toast({ title: 'Error', description: 'Failed to update booking', variant: 'destructive' }),
      },
    );
  return (
    <Select
      aria-label={`Status of ${booking.clientName}'s booking on ${formatDate(booking.eventDate)}`}
      className="w-36"
      value={booking.status}
      disabled={update.isPending}
      onChange={(e) => change(e.target.value as BookingStatus)}
    >
      {BOOKING_STATUSES.map((s) => (
        <option key={s} value={s}>
          {humanize(s)}
        </option>
      ))}
    </Select>
  );
}

/** A table from md up; below, one card per booking (nothing scrolls the page sideways). */
function BookingsTable({ bookings }: { bookings: BookingDto[] }) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Bookings">
        {bookings.map((b) => (
          <li key={b.id} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-ink">{b.clientName}</p>
                <p className="text-sm text-muted">
                  {humanize(b.serviceType)} · {formatDate(b.eventDate)}
                </p>
              </div>
              <p className="font-semibold text-ink">{formatMoney(b.totalAmount)}</p>
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
              <StatusSelect booking={b} />
              <PaymentStatusBadge status={b.paymentStatus} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-line bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Bookings</caption>
          <thead className="bg-cream text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Client
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Service type
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Date
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Amount
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Payment
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {bookings.map((b) => (
              <tr key={b.id}>
                <td className="px-4 py-3">
                  <p className="font-medium text-ink">{b.clientName}</p>
                  {b.chefName ? <p className="text-xs text-muted">with {b.chefName}</p> : null}
                </td>
                <td className="px-4 py-3">{humanize(b.serviceType)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(b.eventDate)}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap">{formatMoney(b.totalAmount)}</td>
                <td className="px-4 py-3">
                  <StatusSelect booking={b} />
                </td>
                <td className="px-4 py-3">
                  <PaymentStatusBadge status={b.paymentStatus} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
