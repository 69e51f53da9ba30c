import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { AdminPageDto } from '@chefs/contracts';
import { EXACT_TOTAL_LIMIT } from './page-total';
import { jsonArray } from '@chefs/db';

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
 * One numbered page of an admin table as its DTOs, in one statement. `pageIds` (a TypeORM
 * query selecting only the id, in the table's order, with OFFSET and LIMIT) finds the page on
 * the (column, id) index alone, an index-only scan that skips the earlier rows without
 * reading them (a "deferred join": on 1,000,000 bookings page 50 took 33 ms reading the
 * skipped rows, 0.6 ms this way); then only the page's rows are read and Postgres renders
 * them as the DTOs' JSON array (json-rows.ts), which the BFF sends on as text (JsonText).
 */
export async function jsonPage<T>(
  dataSource: DataSource,
  page: JsonPage,
  pageIds: SelectQueryBuilder<ObjectLiteral>,
): Promise<JsonText<T[]>> {
  const [ids, params] = pageIds.getQueryAndParameters();
  const [{ items }] = await dataSource.query<{ items: JsonText<T[]> }[]>(
    `SELECT items::text AS items FROM (${jsonArray(page.dto, `${page.from} WHERE ${page.id} IN (${ids})`, page.order)}) j`,
    params,
  );
  return items;
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
  const [row] = await dataSource.query<{ n: number; items: JsonText<T[]> | null }[]>(
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
