import {
  normalizeField,
  pickRules,
  RECURRING_FREQUENCIES,
  SCHEDULE_REQUEST_RULES,
  TIME_SLOTS,
  validate,
  type CreateScheduleRequest,
  type RecurringFrequency,
  type TimeSlot,
} from '@chefs/contracts';
import { isWithinBookingWindow, marketToday } from '@chefs/domain';
import { draftStore } from '@chefs/ui';

export type BookingType = 'single' | 'recurring';

/** What the schedule page's controls hold. */
export interface ScheduleValues {
  bookingType: BookingType;
  recurringFrequency: RecurringFrequency;
  /** yyyy-MM-dd, sorted. */
  dates: string[];
  timeSlot: TimeSlot | null;
  notes: string;
}

export const INITIAL_SCHEDULE: ScheduleValues = {
  bookingType: 'single',
  recurringFrequency: 'weekly',
  dates: [],
  timeSlot: null,
  notes: '',
};

/**
 * A saved draft's choices as the page can still offer them: a choice it does not know falls back
 * to the first one, and a date that has passed (or is past the 90-day window) is dropped.
 */
function acceptScheduleDraft(values: ScheduleValues, today = marketToday()): ScheduleValues {
  const bookingType = values.bookingType === 'recurring' ? 'recurring' : 'single';
  const dates = [...new Set(values.dates)]
    .filter((d) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) && isWithinBookingWindow(d, today))
    .sort();
  return {
    bookingType,
    recurringFrequency: RECURRING_FREQUENCIES.includes(values.recurringFrequency)
      ? values.recurringFrequency
      : INITIAL_SCHEDULE.recurringFrequency,
    dates: bookingType === 'single' ? dates.slice(0, 1) : dates,
    timeSlot: values.timeSlot !== null && TIME_SLOTS.includes(values.timeSlot) ? values.timeSlot : null,
    notes: values.notes,
  };
}

/**
 * A customer's schedule request in progress (draftStore, @chefs/ui): their choices survive a
 * reload and a lapsed session's sign-in, which comes back to /schedule; cleared once the request
 * is sent (and on sign-out). Named by the account, so another person on the tab never sees it.
 */
export const scheduleDraft = (userId: string) =>
  draftStore<ScheduleValues>(`scheduleDraft:${userId}`, {
    nullable: { timeSlot: 'string' },
    accept: (values) => acceptScheduleDraft(values),
  });

/**
 * A day was picked on the calendar. Single: that day becomes the date (picking it again clears
 * it). Recurring: the day is added or removed, and the dates stay sorted.
 */
export function pickDate(values: Pick<ScheduleValues, 'bookingType' | 'dates'>, date: string): string[] {
  const chosen = values.dates.includes(date);
  if (values.bookingType === 'single') return chosen && values.dates.length === 1 ? [] : [date];
  return chosen ? values.dates.filter((d) => d !== date) : [...values.dates, date].sort();
}

/** Switching to single keeps only the earliest date. */
export function withBookingType(values: ScheduleValues, bookingType: BookingType): ScheduleValues {
  return { ...values, bookingType, dates: bookingType === 'single' ? values.dates.slice(0, 1) : values.dates };
}

/** What Continue can find missing: the group it is about (the calendar, the time slots) and its words. */
export interface ScheduleAlert {
  field: 'dates' | 'timeSlot';
  message: string;
}

/** docs/product.md §2: "Please select at least one date." and "Please select a time slot.", in that order. */
export function scheduleAlerts(values: ScheduleValues): ScheduleAlert[] {
  return validate(pickRules(SCHEDULE_REQUEST_RULES, ['dates', 'timeSlot']), { ...values }).map((e) => ({
    field: e.field as ScheduleAlert['field'],
    message: e.message,
  }));
}

/** The id of an alert's line, for the group it is about to be described by. */
export const alertId = (field: ScheduleAlert['field']) => `schedule-${field}-error`;

/** The request as the server takes it. Call when scheduleAlerts is empty. */
export function toScheduleRequest(values: ScheduleValues): CreateScheduleRequest {
  const notes = normalizeField(SCHEDULE_REQUEST_RULES.notes, values.notes) as string | undefined;
  return {
    bookingType: values.bookingType,
    recurringFrequency: values.bookingType === 'recurring' ? values.recurringFrequency : null,
    dates: values.dates,
    timeSlot: values.timeSlot as TimeSlot,
    ...(notes ? { notes } : {}),
  };
}
