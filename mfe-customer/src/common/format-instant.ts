import { lazyDateFormat } from '@chefs/ui';
import { MARKET_TIME_ZONE } from '@chefs/domain';

const instantFormat = lazyDateFormat({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: MARKET_TIME_ZONE,
  timeZoneName: 'short',
});

/** An ISO instant on the market's clock: "Nov 21, 2026, 5:00 PM EST"; unreadable input unchanged. */
export function formatInstant(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : instantFormat().format(date);
}
