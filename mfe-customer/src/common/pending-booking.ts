import { PERSONAL_STORAGE_KEYS } from '@chefs/api-client';
import { isCalendarDate, SCHEDULE_REQUEST_RULES, validate, type PendingBooking } from '@chefs/contracts';

/** docs/product.md §3: the schedule page's request, kept in the browser under this key for the confirmation page. */
const PENDING_BOOKING_KEY = PERSONAL_STORAGE_KEYS.pendingBooking;

export function storePendingBooking(booking: PendingBooking): void {
  try {
    localStorage.setItem(PENDING_BOOKING_KEY, JSON.stringify(booking));
  } catch {
    // Storage full or blocked: the request is saved on the server all the same.
  }
}

/** The stored request, or null when there is none or it is not one (edited, from an old version). */
export function readPendingBooking(): PendingBooking | null {
  try {
    const raw = localStorage.getItem(PENDING_BOOKING_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const booking = parsed as PendingBooking;
    const valid =
      validate(SCHEDULE_REQUEST_RULES, { ...booking }).length === 0 && booking.dates.every((d) => isCalendarDate(d));
    return valid ? booking : null;
  } catch {
    return null;
  }
}
