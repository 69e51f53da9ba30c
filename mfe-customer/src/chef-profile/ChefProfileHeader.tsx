import { type ChefDto } from '@chefs/contracts';
import { Avatar, buttonClasses, Card, formatPrice, formatRating } from '@chefs/ui';
import { CalendarCheck, MapPin, Star } from 'lucide-react';
import { Link } from 'react-router';

/** Who the chef is, at a glance, with "Book Now". */
export function ChefProfileHeader({ chef }: { chef: ChefDto }) {
  const rating = formatRating(chef.rating);
  return (
    <Card padding="lg" className="flex flex-col gap-6 sm:flex-row sm:items-center">
      <Avatar name={chef.name} src={chef.profileImage} size="lg" />
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl font-semibold break-words text-brand-900 sm:text-4xl">{chef.name}</h1>
        <p className="mt-1 font-medium text-copper-700">{chef.specialty}</p>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
          <li className="flex items-center gap-1.5">
            <Star aria-hidden="true" className="h-4 w-4 fill-copper-500 text-copper-500" />
            <span>
              <span className="font-semibold text-ink">{rating}</span> rating
            </span>
          </li>
          <li className="flex items-center gap-1.5">
            <CalendarCheck aria-hidden="true" className="h-4 w-4" />
            <span>
              <span className="font-semibold text-ink">{chef.totalBookings}</span>{' '}
              {chef.totalBookings === 1 ? 'booking' : 'bookings'}
            </span>
          </li>
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            <span>{chef.location}</span>
          </li>
        </ul>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4 border-t border-line pt-4 sm:flex-col sm:flex-nowrap sm:items-end sm:border-0 sm:pt-0">
        <p className="text-ink">
          <span className="font-display text-2xl font-semibold">{formatPrice(chef.pricePerPerson)}</span>
          <span className="text-muted">/person</span>
        </p>
        <Link to={`/booking/${chef.id}`} className={buttonClasses({ variant: 'accent', size: 'lg' })}>
          Book Now
        </Link>
      </div>
    </Card>
  );
}
