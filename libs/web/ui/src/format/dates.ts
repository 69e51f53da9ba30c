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
 * An instant is shown as the day it falls on in Atlanta (marketDay).
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

const HOUR = 3_600_000;

/** The UTC instant of the nth Sunday (1-based) of a month (0-based), at `utcHour`. */
function nthSunday(year: number, month: number, n: number, utcHour: number): number {
  const firstDay = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - firstDay) % 7) + (n - 1) * 7, utcHour);
}

// The zone written out, not @chefs/domain's MARKET_TIME_ZONE: importing it put a chunk of its own
// on the landing page's first load (9 scripts, over the budget's 8), and the rule below is New York's.
const marketDayFormat = lazyDateFormat({
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day ("2026-11-30") an instant falls on in Atlanta: every date in the product is
 * the market's (docs/decisions.md, one metro area), whatever the browser's time zone. A review
 * written at 10 AM in Atlanta on Nov 3 showed as Nov 4 in Tokyo. Worked out from the US
 * daylight-saving rule since 2007 (2 AM on March's second Sunday to 2 AM on November's first)
 * rather than with an Intl.DateTimeFormat, for the cost above; dates.spec.ts holds it to Intl.
 */
export function marketDay(instant: Date): string {
  const t = instant.getTime();
  const year = instant.getUTCFullYear();
  if (year < 2007) {
    const [month, day, y] = marketDayFormat().format(instant).split('/');
    return `${y}-${month}-${day}`;
  }
  const summer = t >= nthSunday(year, 2, 2, 7) && t < nthSunday(year, 10, 1, 6);
  return new Date(t - (summer ? 4 : 5) * HOUR).toISOString().slice(0, 10);
}

/** Reads "2025-01-15" as that calendar day (no time-zone shift) and timestamps as Atlanta's day. */
function toDate(value: string): Date | null {
  let day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!day) {
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) return null;
    day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(marketDay(instant));
    if (!day) return null;
  }
  const date = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
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
