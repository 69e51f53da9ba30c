/** The shape of a 'YYYY-MM-DD' date (parseCalendarDate also checks the calendar has that day). */
export const CALENDAR_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The one reader of 'YYYY-MM-DD' calendar dates: UTC midnight of that day, or null for anything
 * else (another format, or a day the calendar does not have, such as 2025-02-30).
 */
export function parseCalendarDate(value: string): Date | null {
  const m = CALENDAR_DATE_PATTERN.exec(value);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value ? d : null;
}

export function isCalendarDate(value: string): boolean {
  return parseCalendarDate(value) !== null;
}
