import { parseCalendarDate, TIME_SLOT_LABELS, type TimeSlot } from '@chefs/contracts';

type Value = string | number | null | undefined;

/** Made once: building an Intl.DateTimeFormat costs far more than formatting with it. */
const LONG_EVENT_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "2025-01-06" -> "Monday, January 6, 2025"; anything else is shown as given. */
export function formatEventDate(value: Value): string {
  const s = value == null ? '' : String(value);
  // A timestamp is read by its day: the part before the time.
  const date = parseCalendarDate(s.slice(0, 10));
  if (!date) return s || 'the scheduled date';
  return LONG_EVENT_DATE.format(date);
}

/** "evening" -> "evening (5:00 PM - 9:00 PM)". */
export function formatTimeSlot(value: Value): string {
  const slot = String(value ?? '');
  const label = TIME_SLOT_LABELS[slot as TimeSlot] as string | undefined;
  return label ? `${slot} (${label})` : slot || 'the agreed time';
}

/** 170 or "170" -> "$170.00". */
export function formatMoney(value: Value): string {
  if (value == null || value === '') return '-';
  const n = Number(value);
  return Number.isFinite(n) ? `$${n.toFixed(2)}` : String(value);
}

/** "private_dinner" -> "Private Dinner". */
export function formatServiceType(value: Value): string {
  return String(value ?? '')
    .split('_')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

export function str(value: Value, fallback: string): string {
  const s = value == null ? '' : String(value).trim();
  return s || fallback;
}
