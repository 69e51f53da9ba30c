import { useUrlParams } from '@chefs/api-client';

/** A page's start by cursor: after a row (Next) or before one (Previous). */
export type PageCursor = { after?: string; before?: string };

/** The state of one admin table, kept in the dashboard's URL: its page and its filters. */
export interface TableParams<K extends string> {
  /** Each filter's value in the URL (absent when not set). */
  values: Partial<Record<K, string>>;
  /** From `?page=`, 1 when absent or not a page number. */
  page: number;
  /**
   * Where the page starts in a table paged by cursors (bookings, chefs, accounts): `?after=` a
   * page's last row or `?before=` a page's first (docs/paging.md); empty for a page by number.
   */
  cursor: PageCursor;
  /** Goes to `page`, starting after or before a cursor when given (the first page never needs one). */
  setPage: (page: number, cursor?: PageCursor) => void;
  /** Sets (or, with undefined or '', drops) one filter and goes back to page 1. */
  set: (key: K, value: string | undefined) => void;
  /** Drops every filter and goes back to page 1. */
  clear: () => void;
  /** Whether any filter is set. */
  filtered: boolean;
}

/**
 * A table's page and filters as query parameters of `/admin?tab=…` (the tab and any other
 * parameter stay), so a reload, a shared link and Back show the same rows. Changes replace the
 * history entry: typing in a search box does not leave a trail of entries behind.
 */
export function useTableParams<K extends string>(keys: readonly K[]): TableParams<K> {
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
  };
}

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
