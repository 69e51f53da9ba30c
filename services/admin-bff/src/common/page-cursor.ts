import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import {
  ADMIN_MESSAGES,
  ADMIN_OFFSET_LIMIT,
  ADMIN_PAGE_SIZE,
  PAGING_MESSAGES,
  type AdminPageDto,
} from '@chefs/contracts';
import { decodeCursor, encodeCursor, fieldError, isUnreadableValue, type CursorShape } from '@chefs/server-core';
import {
  keysetPage,
  pageJson,
  type Edge,
  type JsonPage,
  type JsonText,
  type KeysetColumn,
  type KeysetPage,
  type KeysetStart,
} from './page-rows';
import { EXACT_TOTAL_LIMIT, pageTotal, type TotalQuery } from './page-total';

/** An edge's value comes back as text for Postgres to read as its column's type. */
const isEdgeText = (v: unknown): v is string => typeof v === 'string';

/** What `?page=&after=&before=` of a table paged by cursors asks for (CursorPageQuery). */
interface CursorQuery {
  page?: number;
  pageSize?: number;
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
function pageStart(query: CursorQuery, tag: string, columns: number, pageSize: number): KeysetStart {
  if (query.after !== undefined && query.before !== undefined)
    throw fieldError('request.invalid_cursor', 'before', ADMIN_MESSAGES.cursorBoth);
  const shape: CursorShape<string[]> = { tag, guards: Array.from({ length: columns }, () => isEdgeText) };
  if (query.after !== undefined) return { after: decodeCursor(query.after, shape) };
  if (query.before !== undefined) return { before: decodeCursor(query.before, shape) };
  return { offset: pageOffset(query.page, pageSize) };
}

/**
 * The offset of page `page` (from 1) of an admin table, within its first ADMIN_OFFSET_LIMIT rows:
 * past them an offset walks the index entry by entry (400, every table alike).
 */
export function pageOffset(page: number | undefined, pageSize: number): number {
  const offset = ((page ?? 1) - 1) * pageSize;
  if (offset + pageSize > ADMIN_OFFSET_LIMIT)
    throw fieldError('request.invalid', 'page', ADMIN_MESSAGES.pageWithoutCursor);
  return offset;
}

/**
 * The page of a table paged by cursors as the pager gets it: the rows `read` finds from `start`
 * (a page read backwards that reaches the top is read again as the first page, the table's
 * first rows rather than the few left before the cursor), the page number shown (`page` as
 * asked, 1 at the top) and the neighbours' cursors, null where there is none.
 */
async function cursorPage<T>(
  read: (from: KeysetStart) => Promise<KeysetPage<T>>,
  start: KeysetStart,
  page: number,
  tag: string,
): Promise<{ rows: KeysetPage<T>; page: number; nextCursor: string | null; prevCursor: string | null }> {
  const guarded = (from: KeysetStart) =>
    read(from).catch((error: unknown) => {
      // Postgres could not read a cursor's value as its column's type: a cursor we did not write (400).
      if (!('offset' in from) && isUnreadableValue(error))
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

/** An admin table paged by keyset cursors, as `cursorTable` reads it. */
export interface CursorTable {
  /** Names the table and its order in its cursors: a cursor of another order is refused (400). */
  tag: string;
  /** A new query of the filtered rows (no order, no page) for each read: keysetPage adds to it. */
  rows: () => SelectQueryBuilder<ObjectLiteral>;
  /** The SQL of the row's key in `rows`, the order's unique last column (`b.id`, `u.email`). */
  id: string;
  order: readonly KeysetColumn[];
  /** How Postgres renders the page's rows (keysetPage). */
  json: Omit<JsonPage, 'order'>;
  total: TotalQuery;
  /**
   * `rows` is a text search: its page and total come from one read of its matches (keysetPage's
   * `matches`), or, past EXACT_TOTAL_LIMIT of them, from the table's order and `total`.
   */
  search?: boolean;
}

/**
 * The answer of an admin table paged by keyset cursors (docs/paging.md) to `?page=&pageSize=&after=&before=`:
 * where the page starts (pageStart), its rows and total in one statement (keysetPage), the pager's
 * page number and cursors (cursorPage) and the total, estimated past the bound of a count (pageTotal),
 * as the envelope's JSON text with the rows as Postgres rendered them (pageJson).
 */
export async function cursorTable<T>(
  dataSource: DataSource,
  query: CursorQuery,
  table: CursorTable,
): Promise<JsonText<AdminPageDto<T>>> {
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const start = pageStart(query, table.tag, table.order.length, pageSize);
  const read = async (from: KeysetStart) => {
    const page = (total: TotalQuery, matches: boolean) =>
      keysetPage<T>(dataSource, table.rows(), table.id, table.order, from, pageSize, table.json, total, { matches });
    if (!table.search) return page(table.total, false);
    const searched = await page(table.total, true);
    if (Number(searched.n) <= EXACT_TOTAL_LIMIT) return searched;
    // More matches than the bound, counted already: the page in the table's order, without
    // counting them again (pageTotal estimates the total from the count past the bound).
    return page({ sql: `SELECT ${EXACT_TOTAL_LIMIT + 1}`, params: [] }, false);
  };
  const { rows, ...pager } = await cursorPage(read, start, query.page ?? 1, table.tag);
  return pageJson(rows.items, { pageSize, ...(await pageTotal(dataSource, table.total, rows.n)), ...pager });
}
