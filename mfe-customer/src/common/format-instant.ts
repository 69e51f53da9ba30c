import { MARKET_TIME_ZONE } from '@chefs/domain';

// Made on first use, not when the module loads (a page's first Intl formatter loads ICU data).
let instantFormat: Intl.DateTimeFormat | undefined;
const instantFormatter = () =>
  (instantFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: MARKET_TIME_ZONE,
    timeZoneName: 'short',
  }));

/** An ISO instant on the market's clock: "Nov 21, 2026, 5:00 PM EST"; unreadable input unchanged. */
export function formatInstant(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : instantFormatter().format(date);
}
