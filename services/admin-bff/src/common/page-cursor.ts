import { QueryFailedError } from 'typeorm';
import { ADMIN_MESSAGES, ADMIN_OFFSET_LIMIT, PAGING_MESSAGES } from '@chefs/contracts';
import { decodeCursor, encodeCursor, fieldError, type CursorShape } from '@chefs/server-core';
import type { Edge, KeysetPage, KeysetStart } from './page-rows';

/** An edge's value comes back as text for Postgres to read as its column's type. */
const isEdgeText = (v: unknown): v is string => typeof v === 'string';

/** What `?page=&after=&before=` of a table paged by cursors asks for (CursorPageQuery). */
interface CursorQuery {
  page?: number;
  after?: string;
  before?: string;
}

/**
 * Where the asked page of a table paged by cursors starts: past the row of `after`, before the
 * row of `before`, or (neither) the first rows by page number, up to ADMIN_OFFSET_LIMIT rows
 * (past them an offset would walk the index entry by entry: 400). `tag` names the table and its
 * order, so a cursor of another order is refused (400); `columns` is the number of the order's
 * columns, each a value of the edge.
 */
export function pageStart(query: CursorQuery, tag: string, columns: number, pageSize: number): KeysetStart {
  if (query.after !== undefined && query.before !== undefined)
    throw fieldError('request.invalid_cursor', 'before', ADMIN_MESSAGES.cursorBoth);
  const shape: CursorShape<string[]> = { tag, guards: Array.from({ length: columns }, () => isEdgeText) };
  if (query.after !== undefined) return { after: decodeCursor(query.after, shape) };
  if (query.before !== undefined) return { before: decodeCursor(query.before, shape) };
  const offset = ((query.page ?? 1) - 1) * pageSize;
  if (offset + pageSize > ADMIN_OFFSET_LIMIT)
    throw fieldError('request.invalid', 'page', ADMIN_MESSAGES.pageWithoutCursor);
  return { offset };
}

/** Postgres could not read a cursor's value as its column's type: a cursor we did not write (400). */
const UNREADABLE_VALUE = new Set(['22P02', '22007', '22008', '22003', '22009']);

/**
 * The page of a table paged by cursors as the pager gets it: the rows `read` finds from `start`
 * (a page read backwards that reaches the top is read again as the first page, the table's
 * first rows rather than the few left before the cursor), the page number shown (`page` as
 * asked, 1 at the top) and the neighbours' cursors, null where there is none.
 */
export async function cursorPage<T>(
  read: (from: KeysetStart) => Promise<KeysetPage<T>>,
  start: KeysetStart,
  page: number,
  tag: string,
): Promise<{ rows: KeysetPage<T>; page: number; nextCursor: string | null; prevCursor: string | null }> {
  const guarded = (from: KeysetStart) =>
    read(from).catch((error: unknown) => {
      const code = error instanceof QueryFailedError && (error.driverError as { code?: string }).code;
      if (!('offset' in from) && code && UNREADABLE_VALUE.has(code))
        throw fieldError('request.invalid_cursor', 'cursor', PAGING_MESSAGES.cursor);
      throw error;
    });
  const found = await guarded(start);
  const top = 'before' in start && !found.more;
  const rows = top ? await guarded({ offset: 0 }) : found;
  const from: KeysetStart = top ? { offset: 0 } : start;
  const cursor = (edge: Edge | undefined) => (edge ? encodeCursor(tag, edge) : null);
  return {
    rows,
    page: top ? 1 : page,
    // Read forwards, `more` says whether rows follow; read backwards, the page came from the one after it.
    nextCursor: 'before' in from || rows.more ? cursor(rows.last) : null,
    prevCursor: 'offset' in from && from.offset === 0 ? null : cursor(rows.first),
  };
}
