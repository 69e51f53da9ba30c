import { PAGING_MESSAGES } from '@chefs/contracts';
import { fieldError } from '../errors/domain-error';

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

export const isPositiveId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 1;
export const isWholeNumber = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
/** A non-negative decimal as Postgres writes a numeric ("4.3333333333333333"). */
export const isDecimalText = (v: unknown): v is string => typeof v === 'string' && /^\d{1,6}(\.\d{1,30})?$/.test(v);

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
