import { buttonClasses } from '@chefs/ui';
import { Link } from 'react-router';

/** Where checkout's dead ends lead: home, and the booking itself. */
export function BackToHomeLink({ variant = 'primary' }: { variant?: 'primary' | 'outline' }) {
  return (
    <Link to="/home" className={buttonClasses({ variant })}>
      Back to Home
    </Link>
  );
}

export function ViewBookingLink({ bookingId }: { bookingId: number }) {
  return (
    <Link to={`/bookings/${bookingId}`} className={buttonClasses({ variant: 'outline' })}>
      View booking
    </Link>
  );
}
