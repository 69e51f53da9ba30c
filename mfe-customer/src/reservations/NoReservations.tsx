import { buttonClasses, EmptyState } from '@chefs/ui';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';

/** A customer without bookings: where to start. */
export function NoReservations() {
  return (
    <EmptyState
      level={2}
      icon={<CalendarDays className="h-6 w-6" />}
      title="No reservations yet"
      description="Tell us what you like to eat, then book a chef for meal prep or a private dinner."
      actions={
        <>
          <Link to="/customer-signup" className={buttonClasses()}>
            Create Your Profile
          </Link>
          <Link to="/#chefs" className={buttonClasses({ variant: 'outline' })}>
            Browse Chefs
          </Link>
        </>
      }
    />
  );
}
