import { type AdminOverviewDto } from '@chefs/contracts';
import { BookingStatusBadge, Card, CardHeader, formatDate } from '@chefs/ui';

/** docs/product.md §9: the 5 most recent bookings (client, event date, status). */
export function RecentBookingsCard({ bookings }: { bookings: AdminOverviewDto['recentBookings'] }) {
  return (
    <Card role="region" aria-labelledby="admin-recent-bookings">
      <CardHeader
        titleId="admin-recent-bookings"
        title="Recent Bookings"
        description="The latest reservations across all chefs."
      />
      {bookings.length === 0 ? (
        <p className="rounded-xl bg-cream p-4 text-sm text-muted">No bookings yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {bookings.slice(0, 5).map((booking) => (
            <li key={booking.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                {/* Cut short on a narrow screen; the whole name on hover. */}
                <p className="truncate font-medium text-ink" title={booking.clientName}>
                  {booking.clientName}
                </p>
                <p className="text-sm text-muted">{formatDate(booking.eventDate)}</p>
              </div>
              <BookingStatusBadge status={booking.status} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
