/** Guests per booking: the form allows 1 to 20, and the database refuses anything else. */
export const MIN_GUESTS = 1;
export const MAX_GUESTS = 20;
export const DEFAULT_GUESTS = 2;

/** Booking total = guests x the chef's current price per person, in cents. */
export function bookingTotalCents(pricePerPersonCents: number, guestCount: number): number {
  if (!Number.isSafeInteger(pricePerPersonCents) || pricePerPersonCents <= 0) {
    throw new RangeError(`Price per person must be a positive whole number of cents (got ${pricePerPersonCents})`);
  }
  if (!Number.isInteger(guestCount) || guestCount < MIN_GUESTS || guestCount > MAX_GUESTS) {
    throw new RangeError(`Guest count must be from ${MIN_GUESTS} to ${MAX_GUESTS} (got ${guestCount})`);
  }
  return pricePerPersonCents * guestCount;
}
