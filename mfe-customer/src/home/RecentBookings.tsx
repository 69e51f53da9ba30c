import { type BookingDto } from '@chefs/contracts';
import { buttonClasses, EmptyState } from '@chefs/ui';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { BookingSummaryCard } from './BookingSummaryCard';
import { HomeSection } from './HomeSection';

/** Spec §9: the home shows the 3 most recent bookings. */
export function RecentBookings({ bookings }: { bookings: BookingDto[] }) {
  return (
    <HomeSection
      id="recent-bookings"
      title="Recent Bookings"
      action={
        <Link to="/bookings" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          View All
        </Link>
      }
    >
      {bookings.length === 0 ? (
        <EmptyState
          icon={<CalendarDays className="h-6 w-6" />}
          title="No bookings yet"
          description="When you book a chef, your reservations will appear here."
          actions={
            <Link to="/schedule" className={buttonClasses()}>
              Schedule a Service
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {bookings.slice(0, 3).map((booking) => (
            <li key={booking.id}>
              <BookingSummaryCard booking={booking} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
