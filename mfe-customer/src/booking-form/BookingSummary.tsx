import { type ChefDto } from '@chefs/contracts';
import { Avatar, Card, CardHeader, formatLongDate, formatMoney, formatPrice, humanize } from '@chefs/ui';
import { guestLabel, timeSlotLabel } from '../common/booking-labels';
import { bookingTotal, guestNumber, type BookingFormValues } from './booking-form';

/** What the customer is about to book, following the form as they fill it in. */
export function BookingSummary({ chef, values }: { chef: ChefDto; values: BookingFormValues }) {
  const guests = guestNumber(values);
  const rows: [term: string, detail: string][] = [
    ['Service Type', humanize(values.serviceType)],
    ['Date', values.eventDate ? formatLongDate(values.eventDate) : 'Not selected'],
    ['Time Slot', timeSlotLabel(values.eventTime)],
    ['Guests', guests === null ? 'Not selected' : guestLabel(guests)],
    ['Price per person', `${formatPrice(chef.pricePerPerson)}/person`],
  ];
  return (
    <section aria-labelledby="booking-summary-title">
      <Card>
        <CardHeader title="Booking Summary" titleId="booking-summary-title" />
        <div className="flex items-center gap-4">
          <Avatar name={chef.name} src={chef.profileImage} fallback="portrait" />
          <div className="min-w-0">
            <p className="font-semibold wrap-anywhere text-ink">{chef.name}</p>
            <p className="text-sm wrap-anywhere text-copper-700">{chef.specialty}</p>
          </div>
        </div>
        <dl className="mt-5 space-y-3 border-t border-line pt-5 text-sm">
          {rows.map(([term, detail]) => (
            <div key={term} className="flex justify-between gap-4">
              <dt className="text-muted">{term}</dt>
              <dd className="text-right font-medium text-ink">{detail}</dd>
            </div>
          ))}
          <div className="flex items-baseline justify-between gap-4 border-t border-line pt-4">
            <dt className="font-semibold text-ink">Total</dt>
            <dd aria-live="polite" className="font-display text-2xl font-semibold text-brand-900">
              {formatMoney(bookingTotal(guests, chef.pricePerPerson))}
            </dd>
          </div>
        </dl>
      </Card>
    </section>
  );
}
