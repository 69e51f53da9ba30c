import type { BookingStatus, TimeSlot } from '@chefs/contracts';
import { marketDateTimeToInstant, marketToday } from './calendar';

export type BookingActor = 'chef' | 'admin' | 'customer';

/** A chef holds at most one booking in these statuses per date and time slot. */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];

/** Customers may cancel until this many hours before the event. */
export const CUSTOMER_CANCEL_NOTICE_HOURS = 48;

/** Wall-clock hour (America/New_York) at which each time slot starts. */
export const TIME_SLOT_START_HOURS: Record<TimeSlot, number> = { morning: 9, afternoon: 12, evening: 17 };

/** A confirmed booking's reminder goes out this many hours before its slot starts. */
export const REMINDER_LEAD_HOURS = 24;

/** The instant a booking's slot starts (America/New_York wall clock, DST aware). */
export function slotStartsAt(eventDate: string, eventTime: TimeSlot): Date {
  return marketDateTimeToInstant(eventDate, TIME_SLOT_START_HOURS[eventTime]);
}

/** When a booking's reminder is due: 24 hours (of real time) before its slot starts. */
export function reminderDueAt(eventDate: string, eventTime: TimeSlot): Date {
  return new Date(slotStartsAt(eventDate, eventTime).getTime() - REMINDER_LEAD_HOURS * 3_600_000);
}

/**
 * Who may move a booking from one status to another (docs/decisions.md):
 * chef: pending -> confirmed (Accept) or cancelled (Decline);
 * admin: any status to any other;
 * customer: their pending or confirmed booking -> cancelled (see also customerMayCancel).
 * Staying in the same status is not a transition.
 */
export function canTransition(actor: BookingActor, from: BookingStatus, to: BookingStatus): boolean {
  if (from === to) return false;
  switch (actor) {
    case 'admin':
      return true;
    case 'chef':
      return from === 'pending' && (to === 'confirmed' || to === 'cancelled');
    case 'customer':
      return (from === 'pending' || from === 'confirmed') && to === 'cancelled';
  }
}

/**
 * A customer may cancel until 48 hours before the event starts (America/New_York).
 * Without a time slot the event is taken to start at midnight of its date, the
 * strictest reading; with one, at the slot's start (morning 9:00, afternoon 12:00, evening 17:00).
 */
export function customerMayCancel(eventDate: string, now: Date, eventTime?: TimeSlot): boolean {
  const startHour = eventTime ? TIME_SLOT_START_HOURS[eventTime] : 0;
  const start = marketDateTimeToInstant(eventDate, startHour).getTime();
  return now.getTime() <= start - CUSTOMER_CANCEL_NOTICE_HOURS * 3_600_000;
}

/**
 * A request the chef never answered whose date has passed (`today`: the market's date,
 * America/New_York): it can no longer be accepted or paid for, and the worker cancels it the next
 * day (docs/product.md §4, `services/worker/src/maintenance/expiry.service.ts`).
 */
export function isLapsedRequest(
  booking: { status: BookingStatus; eventDate: string },
  today: string = marketToday(),
): boolean {
  return booking.status === 'pending' && booking.eventDate < today;
}
