import { type BookingDetailDto } from '@chefs/contracts';
import { Avatar, Card, CardHeader, formatLongDate, formatMoney, humanize } from '@chefs/ui';
import { guestLabel, timeSlotLabel } from '../common/booking-labels';

/** Every detail of the booking, as the customer gave it. */
export function BookingFacts({ booking }: { booking: BookingDetailDto }) {
  const facts: [term: string, detail: string][] = [
    ['Service', humanize(booking.serviceType)],
    ['Date', formatLongDate(booking.eventDate)],
    ['Time Slot', timeSlotLabel(booking.eventTime)],
    ['Guests', guestLabel(booking.guestCount)],
    ['Name', booking.clientName],
    ['Email', booking.clientEmail],
    ['Phone', booking.clientPhone || 'Not given'],
    ['Total', formatMoney(booking.totalAmount)],
    ['Address', booking.clientAddress],
    ['Special Requests', booking.specialRequests || 'None'],
  ];
  return (
    <Card>
      <CardHeader title="Booking Details" />
      <div className="mb-5 flex items-center gap-4 border-b border-line pb-5">
        <Avatar name={booking.chefName} src={booking.chefProfileImage} />
        <div className="min-w-0">
          <p className="text-sm text-muted">Your chef</p>
          <p className="font-semibold wrap-anywhere text-ink">{booking.chefName}</p>
          <p className="text-sm wrap-anywhere text-muted">
            {booking.chefSpecialty}
            {booking.chefLocation ? ` · ${booking.chefLocation}` : ''}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
        {facts.map(([term, detail]) => (
          <div key={term} className={term === 'Special Requests' || term === 'Address' ? 'sm:col-span-2' : undefined}>
            <dt className="text-muted">{term}</dt>
            <dd className="mt-0.5 font-medium whitespace-pre-line wrap-anywhere text-ink">{detail}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
