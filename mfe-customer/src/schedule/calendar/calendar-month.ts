import { lazyDateFormat } from '@chefs/ui';
import { addDays, addMonths } from '@chefs/domain';

/** The first day of the month holding `date` ('2026-11-23' → '2026-11-01'). */
export function monthOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The weeks of a month, Sunday first (docs/product.md §9); days outside the month are null. */
export function monthWeeks(monthStart: string): (string | null)[][] {
  const [year, month] = monthStart.split('-').map(Number);
  const leading = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length }, (_, i) => addDays(monthStart, i)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

const titleFormat = lazyDateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "November 2026". */
export function monthTitle(monthStart: string): string {
  return titleFormat().format(new Date(`${monthStart}T00:00:00Z`));
}

/** The months on show: `first` and the one after. */
export function shownMonths(first: string): [string, string] {
  return [first, addMonths(first, 1)];
}

export const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;
