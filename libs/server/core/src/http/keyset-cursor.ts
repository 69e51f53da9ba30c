import { PAGING_MESSAGES } from '@chefs/contracts';
import { fieldError } from '../errors/domain-error';
import { MAX_INT4 } from './record-id';

/** One value of a keyset: the last row's sort value(s) and its id. */
export type KeysetValue = string | number;

/** What a cursor must hold: a tag naming the list's order, then values each checked by a guard. */
export interface CursorShape<T extends readonly KeysetValue[]> {
  /** The order (and list) the cursor was written for: a cursor of another order is refused. */
  tag: string;
  guards: { [K in keyof T]: (value: unknown) => value is T[K] };
}

/** Opaque to callers: base64url of `[tag, ...values]`. */
export function encodeCursor(tag: string, values: readonly KeysetValue[]): string {
  return Buffer.from(JSON.stringify([tag, ...values])).toString('base64url');
}

/** The values of a cursor that encodeCursor wrote for this shape; 400 for anything else. */
export function decodeCursor<T extends readonly KeysetValue[]>(
  raw: string,
  shape: CursorShape<T>,
  message: string = PAGING_MESSAGES.cursor,
): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor(message);
  }
  if (!Array.isArray(value) || value.length !== shape.guards.length + 1 || value[0] !== shape.tag) {
    throw invalidCursor(message);
  }
  const values = value.slice(1);
  if (!shape.guards.every((guard, i) => guard(values[i]))) throw invalidCursor(message);
  return values as unknown as T;
}

/**
 * A whole number an int4 column holds, 0 to MAX_INT4 (a chef's price in cents). Past it
 * Postgres refuses the parameter ("value out of range for type integer"), a 500.
 */
export const isWholeNumber = (v: unknown): v is number =>
  Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= MAX_INT4;
/** A non-negative decimal as Postgres writes a numeric ("4.3333333333333333"). */
export const isDecimalText = (v: unknown): v is string => typeof v === 'string' && /^\d{1,6}(\.\d{1,30})?$/.test(v);

/** `timestamptz::text` in the ISO DateStyle: "2026-11-10 15:00:00.123456+00", an offset of whole hours or not. */
const TIMESTAMPTZ_TEXT =
  /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(?:\.\d{1,6})?[+-](0\d|1[0-5])(?::[0-5]\d){0,2}$/;

/**
 * An instant as Postgres writes a timestamptz as text (the reviews' cursor keeps its
 * microseconds, which a JS Date would lose), on a day the calendar has, in years 1 to 9999.
 * Anything else Postgres might still read ("1", "+275760-09-13...", a displacement past 15
 * hours) or refuse ("time zone displacement out of range", a 500) is not what we wrote.
 */
export function isTimestamptzText(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const m = TIMESTAMPTZ_TEXT.exec(v);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Date.UTC reads years 0-99 as 1900-1999: setUTCFullYear takes the year as it is.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * SQLSTATEs of a parameter Postgres cannot read as its column's type: 22003 (number out of
 * range), 22P02 (invalid text), 22007 and 22008 (date and time), 22009 (time zone).
 */
const UNREADABLE_VALUE = new Set(['22003', '22P02', '22007', '22008', '22009']);

/** Whether `error` (node-postgres's, or TypeORM's QueryFailedError around it) is Postgres refusing a value. */
export function isUnreadableValue(error: unknown): boolean {
  const e = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' && UNREADABLE_VALUE.has(code);
}

/**
 * The read of a page after `cursor`: when Postgres cannot read one of the cursor's values as
 * its column's type, 400 with the list's cursor message rather than a 500. The guards of
 * decodeCursor refuse such values first; this is the net under them. Without a cursor the
 * read is left as it is: its parameters were all validated.
 */
export function readAfterCursor<T>(
  cursor: string | null | undefined,
  read: Promise<T>,
  message: string = PAGING_MESSAGES.cursor,
): Promise<T> {
  if (!cursor) return read;
  return read.catch((error: unknown) => {
    throw isUnreadableValue(error) ? invalidCursor(message) : error;
  });
}

const invalidCursor = (message: string) => fieldError('request.invalid_cursor', 'cursor', message);

/**
 * Reads `limit + 1` rows' worth of a page: the first `limit` are the page, and a row beyond
 * them means there is a next page, named by the cursor of the page's last row.
 */
export function toPage<R, T>(
  rows: readonly R[],
  limit: number,
  map: (row: R) => T,
  cursorOf: (last: R) => string,
): { items: T[]; nextCursor: string | null } {
  const pageRows = rows.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(map),
    nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null,
  };
}
