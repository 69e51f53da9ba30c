import { addDays, BOOKING_WINDOW_DAYS } from '@chefs/domain';
import { Card, CardHeader } from '@chefs/ui';
import { TwoMonthCalendar } from './calendar/TwoMonthCalendar';
import { type BookingType } from './schedule-form';

export interface DatesCardProps {
  bookingType: BookingType;
  today: string;
  dates: readonly string[];
  onPick: (date: string) => void;
  /** The id of the alert saying a date is missing, while it shows. */
  errorId?: string;
}

/** The calendar: today up to 90 days ahead; one date, or several for a recurring service. */
export function DatesCard({ bookingType, today, dates, onPick, errorId }: DatesCardProps) {
  return (
    <Card>
      <CardHeader
        title={bookingType === 'single' ? 'Select a Date' : 'Select Dates'}
        titleId="schedule-dates-title"
        description={
          bookingType === 'single'
            ? 'Pick the day of your service, from today up to 3 months ahead.'
            : 'Pick every day you would like your chef, from today up to 3 months ahead.'
        }
      />
      {/* The calendar's two grids as one group, named by the card's title and described by the
          page's alert when no date is chosen. */}
      <div role="group" aria-labelledby="schedule-dates-title" aria-describedby={errorId}>
        <TwoMonthCalendar
          minDate={today}
          maxDate={addDays(today, BOOKING_WINDOW_DAYS)}
          today={today}
          selected={dates}
          onPick={onPick}
        />
      </div>
    </Card>
  );
}
