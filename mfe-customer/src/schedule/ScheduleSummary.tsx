import { recurringPreview } from '@chefs/domain';
import { Card, CardHeader, formatLongDate, humanize } from '@chefs/ui';
import { type ReactNode } from 'react';
import { timeSlotLabel } from '../common/booking-labels';
import { type ScheduleValues } from './schedule-form';

/** What the customer has chosen so far; for a recurring service, the next 4 occurrences. */
export function ScheduleSummary({ values }: { values: ScheduleValues }) {
  const recurring = values.bookingType === 'recurring';
  const first = values.dates[0];
  return (
    <section aria-labelledby="schedule-summary-title">
      <Card>
        <CardHeader title="Summary" titleId="schedule-summary-title" />
        <dl className="space-y-4 text-sm">
          <Row term="Type">{recurring ? 'Recurring Service' : 'Single Service'}</Row>
          {recurring ? <Row term="Frequency">{humanize(values.recurringFrequency)}</Row> : null}
          <Row term={values.dates.length > 1 ? 'Dates' : 'Date'}>
            {values.dates.length === 0 ? (
              'Not selected'
            ) : (
              <ul className="space-y-1">
                {values.dates.map((date) => (
                  <li key={date}>{formatLongDate(date)}</li>
                ))}
              </ul>
            )}
          </Row>
          <Row term="Time">{values.timeSlot ? timeSlotLabel(values.timeSlot) : 'Not selected'}</Row>
        </dl>
        {recurring && first ? (
          <div className="mt-5 rounded-xl border border-brand-100 bg-brand-50 p-4">
            <h3 className="text-sm font-semibold text-brand-900">Next 4 occurrences</h3>
            <ol className="mt-2 space-y-1 text-sm text-brand-900">
              {recurringPreview(first, values.recurringFrequency).map((date) => (
                <li key={date}>{formatLongDate(date)}</li>
              ))}
            </ol>
          </div>
        ) : null}
      </Card>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted">{term}</dt>
      <dd className="mt-0.5 font-medium text-ink">{children}</dd>
    </div>
  );
}
