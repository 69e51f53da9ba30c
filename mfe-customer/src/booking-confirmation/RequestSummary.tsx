import { type PendingBooking } from '@chefs/contracts';
import { Card, CardHeader, formatLongDate, humanize } from '@chefs/ui';
import { type ReactNode } from 'react';
import { timeSlotLabel } from '../common/booking-labels';

/** The request as the customer sent it. */
export function RequestSummary({ booking }: { booking: PendingBooking }) {
  const service =
    booking.bookingType === 'recurring'
      ? `Recurring Service (${humanize(booking.recurringFrequency ?? 'weekly')})`
      : 'Single Service';
  return (
    <Card>
      <CardHeader title="Your Request" />
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <Row term="Service">{service}</Row>
        <Row term="Time Preference">{timeSlotLabel(booking.timeSlot)}</Row>
        <Row term={booking.dates.length > 1 ? 'Dates' : 'Date'} wide>
          <ul className="space-y-1">
            {booking.dates.map((date) => (
              <li key={date}>{formatLongDate(date)}</li>
            ))}
          </ul>
        </Row>
        {booking.notes ? (
          <Row term="Special Requests" wide>
            <span className="whitespace-pre-line">{booking.notes}</span>
          </Row>
        ) : null}
      </dl>
    </Card>
  );
}

function Row({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-muted">{term}</dt>
      <dd className="mt-0.5 font-medium wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}
