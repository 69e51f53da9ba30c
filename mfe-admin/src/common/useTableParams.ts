import { useUrlParams } from '@chefs/api-client';

/** The state of one admin table, kept in the dashboard's URL: its page and its filters. */
export interface TableParams<K extends string> {
  /** Each filter's value in the URL (absent when not set). */
  values: Partial<Record<K, string>>;
  /** From `?page=`, 1 when absent or not a page number. */
  page: number;
  setPage: (page: number) => void;
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

  return {
    values,
    page,
    setPage: (p) => update((next) => (p > 1 ? next.set('page', String(p)) : next.delete('page'))),
    set: (key, value) =>
      update((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
      }),
    clear: () =>
      update((next) => {
        for (const key of keys) next.delete(key);
        next.delete('page');
      }),
    filtered: keys.some((key) => values[key] !== undefined),
  };
}

/** `value` when it is one of `allowed`, else undefined (a hand-edited URL shows everything rather than an error). */
export function oneOf<T extends string>(allowed: readonly T[], value: string | undefined): T | undefined {
  return allowed.find((a) => a === value);
}
