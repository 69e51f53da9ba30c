import { MESSAGES, type NumberRule } from '@chefs/contracts';

/**
 * A booking id in a request body (checkout, review): a whole number, else 400. Which whole
 * number is the service's to say: one that names no booking of the caller's, 0 and those past
 * the int4 ids included, is 404 "Booking Not Found" (findOwnBooking), as a path id is.
 */
export const BOOKING_ID_RULE: NumberRule = {
  kind: 'number',
  integer: true,
  message: MESSAGES.booking.notFound,
};
