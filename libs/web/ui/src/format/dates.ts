/**
 * An en-US Intl.DateTimeFormat made on first use, not when its module loads: a page's first Intl
 * formatter loads ICU data (5 to 10 ms in Chromium here, four times that on a phone), and most
 * pages never show a date.
 */
export function lazyDateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-US', options));
}

/*
 * The product's two date formats are written out here rather than with Intl.DateTimeFormat, as
 * dollars are (money.ts): the first DateTimeFormat a page makes builds ICU's date patterns, 20 ms
 * of main thread in Chromium on this machine in one task (a phone takes several times that), on
 * every page that shows a date: a chef's profile (its reviews), the customer's home (their
 * bookings). en-US only, the calendar's own names; dates.spec.ts holds them to Intl's output.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Reads "2025-01-15" as that calendar day (no time-zone shift) and timestamps as instants. */
function toDate(value: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2025-01-15" → "Jan 15, 2025"; unreadable input is returned unchanged. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  if (!date) return value;
  return `${MONTHS[date.getMonth()].slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "2025-01-06" → "Monday, January 6, 2025". */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  if (!date) return value;
  return `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
