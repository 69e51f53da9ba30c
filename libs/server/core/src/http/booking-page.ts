import { BOOKINGS_MAX_PAGE_SIZE, isCalendarDate, type NumberRule, type TextRule } from '@chefs/contracts';
import { fieldError } from '../errors/domain-error';
import { FollowsRule } from './follows-rule.decorator';
import { isRecordId } from './record-id';

/**
 * The pages of a customer's and of a chef's bookings (GET /api/bookings, GET /api/chef-bookings):
 * newest event first, keyset-paged on (event_date, id).
 */
export const BOOKINGS_CURSOR_MESSAGE = 'This page link is no longer valid. Please reload your bookings.';

const LIMIT_RULE: NumberRule = {
  kind: 'number',
  optional: true,
  integer: true,
  min: 1,
  max: BOOKINGS_MAX_PAGE_SIZE,
  message: `limit must be a whole number from 1 to ${BOOKINGS_MAX_PAGE_SIZE}`,
};
const CURSOR_RULE: TextRule = {
  kind: 'text',
  optional: true,
  maxLength: 200,
  pattern: /^[A-Za-z0-9_-]+$/,
  message: BOOKINGS_CURSOR_MESSAGE,
};

/** `?limit=&cursor=` of a bookings page. */
export class BookingPageQuery {
  @FollowsRule(LIMIT_RULE) limit?: number;
  @FollowsRule(CURSOR_RULE) cursor?: string;
}

/** Where a page of bookings ends: the last row's event date and id (the keyset). */
export interface BookingCursor {
  eventDate: string;
  id: number;
}

/** Opaque to callers: base64url of `[eventDate, id]`. */
function encodeBookingCursor(cursor: BookingCursor): string {
  return Buffer.from(JSON.stringify([cursor.eventDate, cursor.id])).toString('base64url');
}

/** 400 for anything encodeBookingCursor did not write. */
export function decodeBookingCursor(raw: string): BookingCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    typeof value[0] !== 'string' ||
    // A day the calendar has, in years 0100 to 9999: within Postgres's `date`.
    !isCalendarDate(value[0]) ||
    // An int4 id: a larger one is refused by Postgres ("value out of range for type integer", a 500).
    !isRecordId(value[1])
  ) {
    throw invalidCursor();
  }
  return { eventDate: value[0], id: value[1] };
}

const invalidCursor = () => fieldError('request.invalid_cursor', 'cursor', BOOKINGS_CURSOR_MESSAGE);

/**
 * The page of `rows`, read with one row more than `limit` to learn whether another page follows:
 * the first `limit` rows, and the cursor of the last of them when it does.
 */
export function bookingPage<T extends BookingCursor>(
  rows: T[],
  limit: number,
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor: rows.length > limit ? encodeBookingCursor({ eventDate: last.eventDate, id: last.id }) : null,
  };
}
