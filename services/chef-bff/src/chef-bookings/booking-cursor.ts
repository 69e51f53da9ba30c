import { isCalendarDate } from '@chefs/contracts';
import { badRequest } from '@chefs/server-core';

/** Where a page of bookings ends: the last row's event date and id (the keyset). */
export interface BookingCursor {
  eventDate: string;
  id: number;
}

export const INVALID_CURSOR = 'This page link is no longer valid. Please reload your bookings.';

/** Opaque to callers: base64url of `[eventDate, id]`. */
export function encodeBookingCursor(cursor: BookingCursor): string {
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
    !isCalendarDate(value[0]) ||
    !Number.isSafeInteger(value[1]) ||
    (value[1] as number) < 1
  ) {
    throw invalidCursor();
  }
  return { eventDate: value[0], id: value[1] as number };
}

const invalidCursor = () => badRequest(INVALID_CURSOR, [{ field: 'cursor', message: INVALID_CURSOR }]);
