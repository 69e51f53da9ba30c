import { MESSAGES, type NumberRule } from '@chefs/contracts';

/** A booking id in a request body (checkout, review): a positive whole number. */
export const BOOKING_ID_RULE: NumberRule = {
  kind: 'number',
  integer: true,
  min: 1,
  max: 2_147_483_647,
  message: MESSAGES.booking.notFound,
};
