import {
  CHEF_SEARCH_RULES,
  CHEF_SORTS,
  LANDING_CUISINES,
  validate,
  type ChefSort,
  type FieldError,
} from '@chefs/contracts';
import { marketDay } from '@chefs/ui';

/** The landing search bar's fields, as typed (blank means "any"). */
export interface ChefSearchValues {
  zip: string;
  cuisine: string;
  date: string;
}

export const EMPTY_SEARCH: ChefSearchValues = { zip: '', cuisine: '', date: '' };
export const SEARCH_CUISINES = LANDING_CUISINES;

/** Whether two searches ask for the same chefs. */
export const sameSearch = (a: ChefSearchValues, b: ChefSearchValues): boolean =>
  a.zip === b.zip && a.cuisine === b.cuisine && a.date === b.date;

/** The values of /chefs?zip=&cuisine=&date= (missing ones blank). */
export function readSearchParams(params: URLSearchParams): ChefSearchValues {
  return {
    zip: params.get('zip')?.trim() ?? '',
    cuisine: params.get('cuisine')?.trim() ?? '',
    date: params.get('date')?.trim() ?? '',
  };
}

/** The results page for these values: /chefs?zip=30306&cuisine=italian&date= (docs/decisions.md). */
export function chefSearchHref(values: ChefSearchValues): string {
  const params = new URLSearchParams({
    zip: values.zip.trim(),
    cuisine: values.cuisine.trim(),
    date: values.date.trim(),
  });
  return `/chefs?${params.toString()}`;
}

/** The bar's messages per field (CHEF_SEARCH_RULES: every filter optional, a ZIP is 5 digits). */
export function searchErrors(values: ChefSearchValues): Partial<Record<keyof ChefSearchValues, string>> {
  return Object.fromEntries(validate(CHEF_SEARCH_RULES, { ...values }).map((e: FieldError) => [e.field, e.message]));
}

/**
 * Today as YYYY-MM-DD in Atlanta, the date picker's earliest day: dates are the market's
 * (docs/decisions.md, one metro area), as the booking form's. The visitor's calendar took
 * tonight away from a visitor in Tokyo (already tomorrow there). marketDay rather than the
 * domain's marketToday: this bar is on the landing page, and a page's first
 * Intl.DateTimeFormat costs ~20 ms of main thread (docs/performance.md, "Dates without
 * Intl.DateTimeFormat").
 */
export const todayIso = (now: Date = new Date()): string => marketDay(now);

/** The results' order from ?sort= (the default order when missing or unknown). */
export function readSort(params: URLSearchParams): ChefSort {
  const wanted = params.get('sort');
  return CHEF_SORTS.find((s) => s === wanted) ?? 'default';
}
