import { type BookingDto } from '@chefs/contracts';
import { buttonClasses, EmptyState } from '@chefs/ui';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { BookingSummaryCard } from './BookingSummaryCard';
import { HomeCardGrid } from './HomeCardGrid';
import { HomeSection } from './HomeSection';

/** docs/product.md §9: the home shows the 3 most recent bookings. */
export function RecentBookings({ bookings }: { bookings: BookingDto[] }) {
  return (
    <HomeSection id="recent-bookings" title="Recent Bookings" seeAll={{ to: '/bookings', label: 'View All' }}>
      <HomeCardGrid
        items={bookings}
        empty={
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
        }
      >
        {(booking) => <BookingSummaryCard booking={booking} />}
      </HomeCardGrid>
    </HomeSection>
  );
}
