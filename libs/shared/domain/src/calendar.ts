import { parseCalendarDate } from '@chefs/contracts';

/**
 * Calendar dates as 'YYYY-MM-DD' strings and wall-clock times in the marketplace's
 * time zone (metro Atlanta). Pure arithmetic on UTC dates: no dependence on the time
 * zone of the machine running it.
 */
export const MARKET_TIME_ZONE = 'America/New_York';

/** Parses 'YYYY-MM-DD' into UTC midnight of that day; throws on anything else. */
function toUtcDay(date: string): Date {
  const d = parseCalendarDate(date);
  if (!d) throw new RangeError(`Not a calendar date (YYYY-MM-DD): "${date}"`);
  return d;
}

/**
 * A Date from a calendar widget (local midnight of the picked day) or a 'YYYY-MM-DD'
 * string -> 'YYYY-MM-DD'. Dates are read by their local calendar fields.
 */
export function toIsoDate(value: Date | string): string {
  if (typeof value === 'string') return toUtcDay(value).toISOString().slice(0, 10);
  const y = value.getFullYear().toString().padStart(4, '0');
  const m = (value.getMonth() + 1).toString().padStart(2, '0');
  const d = value.getDate().toString().padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function addDays(date: string, days: number): string {
  const d = toUtcDay(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Adds calendar months, keeping the day or clamping to the month's last day (Jan 31 + 1 = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const d = toUtcDay(date);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcDay(to).getTime() - toUtcDay(from).getTime()) / 86_400_000);
}

/**
 * One formatter per time zone, made once: building an Intl.DateTimeFormat costs far more than
 * formatting with it (a tenth of a booking's CPU in customer-bff when made on every call).
 */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

function wallClockParts(instant: Date, timeZone: string): Record<string, number> {
  const parts = wallClockFormat(timeZone).formatToParts(instant);
  const out: Record<string, number> = {};
  for (const p of parts) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/** The calendar date of `now` in the market's time zone, e.g. '2025-03-09'. */
export function marketToday(now: Date = new Date(), timeZone: string = MARKET_TIME_ZONE): string {
  const p = wallClockParts(now, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The instant at which the wall clock in `timeZone` shows `date` at `hour`:00 (DST aware). */
export function marketDateTimeToInstant(date: string, hour = 0, timeZone: string = MARKET_TIME_ZONE): Date {
  const day = toUtcDay(date);
  const wanted = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour);
  let guess = wanted;
  // Two passes settle the zone offset, also on the days the clocks change.
  for (let i = 0; i < 2; i++) {
    const p = wallClockParts(new Date(guess), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += wanted - shown;
  }
  return new Date(guess);
}
