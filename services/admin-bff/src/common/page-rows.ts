import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { AdminPageDto } from '@chefs/contracts';
import { EXACT_TOTAL_LIMIT, totalColumn, type TotalQuery } from './page-total';
import { jsonArray, repeatedQuery } from '@chefs/db';

declare const jsonOf: unique symbol;
/**
 * The JSON text of a `T`, rendered by Postgres and sent on as it is: the BFF neither parses a
 * page's rows nor serialises them again (the page's JSON.parse in pg and JSON.stringify in
 * fastify were about 50 µs of CPU per 9 KB page, with the garbage they left: docs/scale.md).
 */
export type JsonText<T> = string & { readonly [jsonOf]: T };

/**
 * An admin page's answer: the items' JSON text from Postgres inside the page's envelope. A
 * controller returning it declares `@Header('content-type', JSON_CONTENT_TYPE)`, so fastify
 * sends the string as it is.
 */
export function pageJson<T>(items: JsonText<T[]>, meta: Omit<AdminPageDto<T>, 'items'>): JsonText<AdminPageDto<T>> {
  return `{"items":${items},${JSON.stringify(meta).slice(1)}` as JsonText<AdminPageDto<T>>;
}

/** The content type of an answer that is JSON text already (pageJson). */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export interface JsonPage {
  /** The DTO as SQL over the rows of `from` (chefJson('c'), …: @chefs/db json-rows). */
  dto: string;
  /** The table (and joins) the page's rows come from, e.g. `chefs c`. */
  from: string;
  /** The SQL of the row's id in `from`, e.g. `c.id`. */
  id: string;
  /** The table's ORDER BY in SQL over `from`: the same order as `pageIds`. */
  order: string;
}

/**
 * One numbered page of an admin table as its DTOs, with its total, in one statement. `pageIds` (a
 * TypeORM query selecting only the id, in the table's order, with OFFSET and LIMIT) finds the page
 * on the (column, id) index alone, an index-only scan that skips the earlier rows without
 * reading them (a "deferred join": on 1,000,000 bookings page 50 took 33 ms reading the
 * skipped rows, 0.6 ms this way); then only the page's rows are read and Postgres renders
 * them as the DTOs' JSON array (json-rows.ts), which the BFF sends on as text (JsonText). The
 * total (`n`, pageTotal reads it) is a column of the same statement (TotalQuery).
 */
export async function jsonPage<T>(
  dataSource: DataSource,
  page: JsonPage,
  pageIds: SelectQueryBuilder<ObjectLiteral>,
  total: TotalQuery,
): Promise<{ items: JsonText<T[]>; n: string }> {
  const [ids, params] = pageIds.getQueryAndParameters() as [string, unknown[]];
  const values = [...params];
  const n = totalColumn(total, values);
  const sql = `SELECT items::text AS items, ${n} AS n FROM (${jsonArray(page.dto, `${page.from} WHERE ${page.id} IN (${ids})`, page.order)}) j`;
  // TypeORM writes the OFFSET into the text: a later page's statement runs unnamed
  // (preparedUnlessOffset).
  const [row] = await preparedUnlessOffset<{ items: JsonText<T[]>; n: string }>(
    dataSource,
    sql,
    values,
    pageIds.expressionMap.offset,
  );
  return row;
}

/**
 * Runs a page's statement prepared (repeatedQuery) when it reads from the top of its order or
 * from a cursor, texts that repeat; a numbered page past the first carries its OFFSET in its
 * text, a text few requests share, which would hold one of the process's named statements for
 * good, so it runs unnamed.
 */
function preparedUnlessOffset<R extends Record<string, unknown>>(
  dataSource: DataSource,
  sql: string,
  params: unknown[],
  offset: number | undefined,
): Promise<R[]> {
  return offset ? dataSource.query<R[]>(sql, params) : repeatedQuery<R>(dataSource, sql, params);
}

/**
 * One numbered page of a text search and its exact total from one read of the matches, where
 * jsonPage and filteredTotal each read them: a trigram index finds candidates that Postgres then
 * checks against the pattern, so two reads checked every match twice. `matches` selects the
 * matching rows' `id` and the columns `orderOfMatches` sorts them by (in the names it gives
 * them), with no ORDER BY or LIMIT. Up to EXACT_TOTAL_LIMIT + 1 matches are read; past that the
 * search matches most of the table, whose page is cheaper read in the table's own order, and
 * this answers undefined (page with jsonPage and count with filteredTotal, as before). On
 * chefs_scale "shrimp" matches 502 of 5,020 recipes (docs/scale.md, sixth session).
 */
export async function searchedPage<T>(
  dataSource: DataSource,
  page: JsonPage,
  matches: SelectQueryBuilder<ObjectLiteral>,
  orderOfMatches: string,
  window: { offset: number; limit: number },
): Promise<{ items: JsonText<T[]>; total: number } | undefined> {
  const [sql, params] = matches.getQueryAndParameters() as [string, unknown[]];
  const [offset, limit] = [params.length + 1, params.length + 2].map((i) => `$${i}::int`);
  const [row] = await repeatedQuery<{ n: number; items: JsonText<T[]> | null }>(
    dataSource,
    `WITH m AS MATERIALIZED (${sql} LIMIT ${EXACT_TOTAL_LIMIT + 1}),
          p AS (SELECT id FROM m ORDER BY ${orderOfMatches} OFFSET ${offset} LIMIT ${limit})
     SELECT n, CASE WHEN n <= ${EXACT_TOTAL_LIMIT}
                    THEN (${jsonArray(page.dto, `${page.from} WHERE ${page.id} IN (SELECT id FROM p)`, page.order)})::text END AS items
       FROM (SELECT count(*)::int AS n FROM m) c`,
    [...params, window.offset, window.limit],
  );
  if (row.n > EXACT_TOTAL_LIMIT) return undefined;
  return { items: row.items ?? ('[]' as JsonText<T[]>), total: row.n };
}

/** Where a keyset page starts: past a row of the table's order, or before one (the previous page). */
export type KeysetStart = { after: Edge } | { before: Edge } | { offset: number };

/** A row's place in the order: each order column's value as Postgres writes it in text. */
export type Edge = readonly string[];

/** One column of a table's order, in SQL over the rows' alias (`b.event_date`). */
export interface KeysetColumn {
  column: string;
  /** Its SQL type, to read a cursor's text back (`date`, `timestamptz`, `integer`, `boolean`, `text`). */
  type: string;
  dir: 'ASC' | 'DESC';
}

export interface KeysetPage<T> {
  /** The page's rows as the DTOs' JSON array, in the table's order. */
  items: JsonText<T[]>;
  /** The page's first and last rows in the table's order (undefined on an empty page). */
  first?: Edge;
  last?: Edge;
  /** Whether rows follow the page in the direction it was read (after it, or before it when read backwards). */
  more: boolean;
  /** The table's total as its statement read it (totalColumn's text, for pageTotal). */
  n: string;
}

const flip = (dir: 'ASC' | 'DESC') => (dir === 'ASC' ? 'DESC' : 'ASC');

/**
 * One page of an admin table that grows without end, in one statement, read from where the
 * last page stopped rather than counted from the top, so page 50,000 costs what page 2 does (an
 * OFFSET walks the index entry by entry: the last of 1,000,000 bookings took 125 to 180 ms,
 * docs/scale.md). `rows` selects the filtered rows (no order, no page); `order` is the table's
 * order, its last column unique (the id, an e-mail), with an index over the columns in that
 * order. The rows past an edge are the union of one index range per column (equal on the
 * columns before it, past the edge's value on it), each read `limit + 1` rows at most: one
 * range reads as few entries as the page needs even where the order mixes directions (accounts
 * newest first, then by e-mail) or leads with a flag (chefs awaiting approval first), which a
 * row comparison cannot. `limit + 1` rows tell whether more follow; the previous page is read
 * backwards from the first row's edge. The page's rows come rendered by Postgres, in the
 * table's order: `json.dto` over each of the page's rows read again by its key from `json.from`,
 * never over the rows the ranges or an OFFSET pass by (rendered there, page 500 of the
 * applications rendered 10,000 of them: 20 to 80 ms against 1 ms); the edges come back for the
 * caller's cursors, and the table's total (`total`, a column of the same statement: TotalQuery).
 *
 * With `matches` (a text search: `rows` filtered by a pattern), the filtered rows are read once,
 * up to EXACT_TOTAL_LIMIT + 1 of them, and both the page (sorted among them) and the total
 * (`n`, their count) come from that one read, as searchedPage does for numbered pages: the
 * search as a page and a count read and checked every match twice, and Postgres planned the
 * pattern's filter twice on every request (the chef search on chefs_scale: 0.54 ms of planning
 * against 0.31, docs/scale.md). Past EXACT_TOTAL_LIMIT matches the page is not the table's
 * first rows but those of the matches read: the caller reads the page again without `matches`
 * (cursorTable).
 */
export async function keysetPage<T>(
  dataSource: DataSource,
  rows: SelectQueryBuilder<ObjectLiteral>,
  id: string,
  order: readonly KeysetColumn[],
  start: KeysetStart,
  limit: number,
  json: Omit<JsonPage, 'order'>,
  total: TotalQuery,
  { matches = false }: { matches?: boolean } = {},
): Promise<KeysetPage<T>> {
  const backwards = 'before' in start;
  const scan = order.map((c) => (backwards ? flip(c.dir) : c.dir));
  const selected = rows.select(id, 'id').andWhere('TRUE');
  // The order's values as they are; their text (the cursors') only for the page's two edges, not
  // for every row an OFFSET skips (page 50 of the bookings: 980 rows, 0.19 ms against 0.10).
  order.forEach((c, i) => selected.addSelect(c.column, `s${i}`));
  const [filtered, params] = selected.getQueryAndParameters() as [string, unknown[]];
  const keys = order.map((_, i) => `(s${i})::text`).join(', ');
  const sorted = (dirs: readonly string[]) => order.map((_, i) => `s${i} ${dirs[i]}`).join(', ');
  // The rows the page is read from, and its order columns by name there: the table's own rows on
  // its index, or the matches read once (`m`), by the names they were selected as.
  const base = matches ? `SELECT * FROM m WHERE TRUE` : filtered;
  const columnOf = (i: number) => (matches ? `s${i}` : order[i].column);
  const orderBy = (dirs: readonly string[]) => order.map((_, i) => `${columnOf(i)} ${dirs[i]}`).join(', ');
  let found: string;
  const values: unknown[] = [...params];
  if ('offset' in start) {
    found = `${base} ORDER BY ${orderBy(scan)} OFFSET ${start.offset} LIMIT ${limit + 1}`;
  } else {
    const edge = 'after' in start ? start.after : start.before;
    const value = (i: number) => {
      values.push(edge[i]);
      return `CAST($${values.length} AS ${order[i].type})`;
    };
    const ranges = order.map((_, i) => {
      const equal = order.slice(0, i).map((_c, j) => `${columnOf(j)} = ${value(j)}`);
      const past = `${columnOf(i)} ${scan[i] === 'DESC' ? '<' : '>'} ${value(i)}`;
      return `(${base} AND ${[...equal, past].join(' AND ')} ORDER BY ${orderBy(scan)} LIMIT ${limit + 1})`;
    });
    found = ranges.join(' UNION ALL ');
  }
  const tableOrder = order.map((c) => c.dir);
  const edgeSql = (dirs: readonly string[]) =>
    `(SELECT json_build_array(${keys}) FROM e ORDER BY ${sorted(dirs)} LIMIT 1)`;
  // Each of the page's rows is read by its key (a subquery per row, which the planner cannot turn
  // into a hash join over a whole small table): 20 index reads whatever the table's size.
  const items = jsonArray(`(SELECT ${json.dto} FROM ${json.from} WHERE ${json.id} = e.id)`, 'e', sorted(tableOrder));
  const totalSql = matches ? `(SELECT count(*) FROM m)::text` : totalColumn(total, values);
  const [row] = await preparedUnlessOffset<{
    found: number;
    items: JsonText<T[]>;
    first: Edge | null;
    last: Edge | null;
    n: string;
  }>(
    dataSource,
    `WITH ${matches ? `m AS MATERIALIZED (${filtered} LIMIT ${EXACT_TOTAL_LIMIT + 1}),` : ''}
          p AS MATERIALIZED (${found}),
          e AS (SELECT * FROM p ORDER BY ${sorted(scan)} LIMIT ${limit})
     SELECT (SELECT count(*) FROM p)::int AS found,
            (${items})::text AS items,
            ${edgeSql(tableOrder)} AS first, ${edgeSql(tableOrder.map(flip))} AS last,
            ${totalSql} AS n`,
    values,
    'offset' in start ? start.offset : undefined,
  );
  return {
    items: row.items,
    first: row.first ?? undefined,
    last: row.last ?? undefined,
    more: row.found > limit,
    n: row.n,
  };
}
