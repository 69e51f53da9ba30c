import {
  BOOKING_DEFAULTS,
  BOOKING_RULES,
  MESSAGES,
  normalizeField,
  validate,
  type AuthUser,
  type CreateBookingRequest,
  type ServiceType,
  type TimeSlot,
} from '@chefs/contracts';
import { bookingTotalCents, dollarsToCents, isWithinBookingWindow, MAX_GUESTS, MIN_GUESTS } from '@chefs/domain';
import { draftStore } from '@chefs/ui';

/** What the booking form's controls hold (guests as typed, so the field can be emptied and retyped). */
export interface BookingFormValues {
  serviceType: ServiceType;
  eventDate: string;
  eventTime: TimeSlot;
  guestCount: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  clientAddress: string;
  specialRequests: string;
}

export type BookingField = keyof typeof BOOKING_RULES;
export type BookingErrors = Partial<Record<BookingField, string>>;

/** docs/product.md §5 defaults: private dinner, evening, 2 guests; name and e-mail from the signed-in user. */
export function initialBookingValues(user: Pick<AuthUser, 'firstName' | 'lastName' | 'email'>): BookingFormValues {
  return {
    serviceType: BOOKING_DEFAULTS.serviceType,
    eventDate: '',
    eventTime: BOOKING_DEFAULTS.eventTime,
    guestCount: String(BOOKING_DEFAULTS.guestCount),
    clientName: [user.firstName, user.lastName].filter(Boolean).join(' '),
    clientEmail: user.email,
    clientPhone: '',
    clientAddress: '',
    specialRequests: '',
  };
}

/**
 * A customer's booking of a chef in progress (draftStore, @chefs/ui): what they typed survives a
 * reload, and a lapsed session's sign-in, which brings them back to this form; cleared once the
 * booking is made (and on sign-out). Named by the account too: another person signing in on the
 * same tab never sees it.
 */
export const bookingDraft = (userId: string, chefId: number) =>
  draftStore<BookingFormValues>(`bookingDraft:${userId}:${chefId}`);

/**
 * docs/product.md §5: the guests input keeps to 1 to 20, and what is not a number becomes 1. An empty
 * field stays empty while the customer types (and reads as 1 once they leave it).
 */
export function clampGuests(typed: string): string {
  if (typed.trim() === '') return '';
  const n = Number.parseInt(typed, 10);
  if (!Number.isFinite(n)) return String(MIN_GUESTS);
  return String(Math.min(MAX_GUESTS, Math.max(MIN_GUESTS, n)));
}

/** The rules of docs/product.md §5 (shared with the server), and the booking window: today up to 90 days ahead. */
export function bookingErrors(values: BookingFormValues, today: string): BookingErrors {
  const errors: BookingErrors = Object.fromEntries(
    validate(BOOKING_RULES, { ...values }).map((e) => [e.field, e.message]),
  );
  if (!errors.eventDate && !isWithinBookingWindow(values.eventDate, today)) {
    errors.eventDate = MESSAGES.booking.pastDate;
  }
  return errors;
}

/** The guests as a number, or null while the field is empty. */
export function guestNumber(values: Pick<BookingFormValues, 'guestCount'>): number | null {
  const n = Number(clampGuests(values.guestCount) || NaN);
  return Number.isInteger(n) ? n : null;
}

/** docs/product.md §9: guests × the chef's price per person, in dollars with at most 2 decimals (0 without guests). */
export function bookingTotal(guests: number | null, pricePerPerson: string): number {
  if (guests === null) return 0;
  return bookingTotalCents(dollarsToCents(pricePerPerson), guests) / 100;
}

/** The request body, read the way the rules read it (the server computes the total again). Call on valid values only. */
export function toBookingRequest(
  values: BookingFormValues,
  chefId: number,
  pricePerPerson: string,
): CreateBookingRequest {
  const read = <T>(field: BookingField): T => normalizeField(BOOKING_RULES[field], values[field]) as T;
  const guestCount = read<number>('guestCount');
  return {
    chefId,
    serviceType: values.serviceType,
    eventDate: values.eventDate,
    eventTime: values.eventTime,
    guestCount,
    clientName: read('clientName'),
    clientEmail: read('clientEmail'),
    clientPhone: read<string | undefined>('clientPhone') ?? null,
    clientAddress: read('clientAddress'),
    specialRequests: read<string | undefined>('specialRequests') ?? null,
    totalAmount: bookingTotal(guestCount, pricePerPerson),
  };
}
