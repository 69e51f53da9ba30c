import { useUrlParams } from '@chefs/api-client';

/** A page's start by cursor: after a row (Next) or before one (Previous). */
export type PageCursor = { after?: string; before?: string };

/**
 * The orders a table's rows can be shown in: each order parameter's allowed values (`sort`, `dir`)
 * and the first order, shown when the URL names none.
 */
export interface TableOrders<O extends Record<keyof O, string>> {
  allowed: { readonly [P in keyof O]: readonly O[P][] };
  first: O;
}

/** The state of one admin table, kept in the dashboard's URL: its page, its filters and its order. */
export interface TableParams<K extends string, O extends Record<keyof O, string> = Record<never, never>> {
  /** Each filter's value in the URL (absent when not set). */
  values: Partial<Record<K, string>>;
  /** From `?page=`, 1 when absent or not a page number. */
  page: number;
  /**
   * Where the page starts in a table paged by cursors (every admin table but the recipes): `?after=` a
   * page's last row or `?before=` a page's first (docs/paging.md); empty for a page by number.
   */
  cursor: PageCursor;
  /** Goes to `page`, starting after or before a cursor when given (the first page never needs one). */
  setPage: (page: number, cursor?: PageCursor) => void;
  /** Sets (or, with undefined or '', drops) one filter and goes back to page 1. */
  set: (key: K, value: string | undefined) => void;
  /** Drops every filter and goes back to page 1 (the order stays: it is not a filter). */
  clear: () => void;
  /** Whether any filter is set (a chosen order is not a filter). */
  filtered: boolean;
  /** The rows' order: each parameter absent from the URL, or not allowed there, is the first order's. */
  order: O;
  /**
   * Sets one order parameter (undefined, or a value not allowed, is the first order's, which is
   * left out of the URL) and goes back to page 1: a cursor only holds in the order it was written for.
   */
  setOrder: (key: keyof O & string, value: string | undefined) => void;
}

/**
 * A table's page, filters and order as query parameters of `/admin?tab=…` (the tab and any other
 * parameter stay), so a reload, a shared link and Back show the same rows. Changes replace the
 * history entry: typing in a search box does not leave a trail of entries behind. The order
 * lives here rather than in a hook of its own, so that a change of order and of page, made one
 * after the other before the page renders again, both land (useUrlParams composes its own changes).
 */
export function useTableParams<K extends string, O extends Record<keyof O, string> = Record<never, never>>(
  keys: readonly K[],
  orders: TableOrders<O> = NO_ORDERS as TableOrders<O>,
): TableParams<K, O> {
  const [params, update] = useUrlParams();
  const values: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) values[key] = value;
  }
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 1 ? raw : 1;
  const cursor: PageCursor = {};
  for (const key of CURSOR_KEYS) {
    const value = params.get(key);
    if (value && page > 1) cursor[key] = value;
  }
  const order = { ...orders.first };
  for (const key of Object.keys(orders.first) as (keyof O & string)[]) {
    order[key] = oneOf(orders.allowed[key], params.get(key) ?? undefined) ?? orders.first[key];
  }

  return {
    values,
    page,
    cursor,
    setPage: (p, at) =>
      update((next) => {
        toFirstPage(next);
        if (p <= 1) return;
        next.set('page', String(p));
        for (const key of CURSOR_KEYS) if (at?.[key]) next.set(key, at[key]);
      }),
    set: (key, value) =>
      update((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
        toFirstPage(next);
      }),
    clear: () =>
      update((next) => {
        for (const key of keys) next.delete(key);
        toFirstPage(next);
      }),
    filtered: keys.some((key) => values[key] !== undefined),
    order,
    setOrder: (key, value) =>
      update((next) => {
        const chosen = oneOf(orders.allowed[key], value) ?? orders.first[key];
        if (chosen === orders.first[key]) next.delete(key);
        else next.set(key, chosen);
        toFirstPage(next);
      }),
  };
}

/** A table with a single order (the server's): nothing to read from or write to the URL. */
const NO_ORDERS: TableOrders<Record<never, never>> = { allowed: {}, first: {} };

const CURSOR_KEYS = ['after', 'before'] as const;

/** Back to page 1: no page number and no cursor in the URL. */
function toFirstPage(params: URLSearchParams): void {
  params.delete('page');
  for (const key of CURSOR_KEYS) params.delete(key);
}

/** `value` when it is one of `allowed`, else undefined (a hand-edited URL shows everything rather than an error). */
export function oneOf<T extends string>(allowed: readonly T[], value: string | undefined): T | undefined {
  return allowed.find((a) => a === value);
}
