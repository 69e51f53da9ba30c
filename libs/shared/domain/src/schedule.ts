import type { RecurringFrequency } from '@chefs/contracts';
import { addDays, addMonths, daysBetween, toIsoDate } from './calendar';

/** Bookable dates run from today up to today plus 90 days ("3 months"). */
export const BOOKING_WINDOW_DAYS = 90;
/** The recurring summary previews this many occurrences. */
export const RECURRING_PREVIEW_COUNT = 4;

/** True when `date` is between `today` and `today` + 90 days, both included. */
export function isWithinBookingWindow(date: Date | string, today: Date | string): boolean {
  const offset = daysBetween(toIsoDate(today), toIsoDate(date));
  return offset >= 0 && offset <= BOOKING_WINDOW_DAYS;
}

/** The first `count` occurrences from `firstDate`: weekly +7 days, biweekly +14, monthly +1 month. */
export function recurringPreview(
  firstDate: Date | string,
  frequency: RecurringFrequency,
  count: number = RECURRING_PREVIEW_COUNT,
): string[] {
  const first = toIsoDate(firstDate);
  return Array.from({ length: count }, (_, i) => {
    switch (frequency) {
      case 'weekly':
        return addDays(first, 7 * i);
      case 'biweekly':
        return addDays(first, 14 * i);
      case 'monthly':
        return addMonths(first, i);
    }
  });
}
