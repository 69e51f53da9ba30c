import fc from 'fast-check';
import { formatDate, formatLongDate, marketDay } from './dates';

// What the hand-written formats must match: Intl's own en-US dates, a calendar day as it is (in
// the machine's time zone, where it was made) and an instant as its day in Atlanta.
const intlDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const intlLongDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const atlanta = { timeZone: 'America/New_York' } as const;
const intlMarketDay = new Intl.DateTimeFormat('en-US', { ...atlanta, month: 'short', day: 'numeric', year: 'numeric' });
const intlMarketLongDay = new Intl.DateTimeFormat('en-US', {
  ...atlanta,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const intlMarketIso = new Intl.DateTimeFormat('en-CA', {
  ...atlanta,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

describe('dates', () => {
  it('writes days as the product always showed them', () => {
    expect(formatDate('2025-01-15')).toBe('Jan 15, 2025');
    expect(formatLongDate('2025-01-06')).toBe('Monday, January 6, 2025');
    expect(formatDate('2026-09-01')).toBe('Sep 1, 2026');
    expect(formatDate(null)).toBe('');
    expect(formatLongDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it("matches Intl.DateTimeFormat's en-US output for any calendar day and any instant", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }),
        (instant) => {
          const day = `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
          const local = new Date(instant.getFullYear(), instant.getMonth(), instant.getDate());
          expect(formatDate(day)).toBe(intlDay.format(local));
          expect(formatLongDate(day)).toBe(intlLongDay.format(local));
          expect(formatDate(instant.toISOString())).toBe(intlMarketDay.format(instant));
          expect(formatLongDate(instant.toISOString())).toBe(intlMarketLongDay.format(instant));
          expect(marketDay(instant)).toBe(intlMarketIso.format(instant));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("shows an instant as its day in Atlanta, whatever the browser's time zone", () => {
    // A review written at 10 AM in Atlanta on Nov 3: Nov 4 already in Tokyo.
    expect(formatDate('2026-11-03T15:00:00.000Z')).toBe('Nov 3, 2026');
    // 10:56 PM on Nov 30 in Atlanta: Dec 1 in UTC.
    expect(formatDate('2026-12-01T03:56:00Z')).toBe('Nov 30, 2026');
    expect(marketDay(new Date('2026-12-01T03:56:00Z'))).toBe('2026-11-30');
    // Around the clock changes: 1:59 AM EST and 3 AM EDT on Mar 8, 1:59 AM EDT and 1 AM EST on Nov 1.
    expect(marketDay(new Date('2026-03-08T06:59:59Z'))).toBe('2026-03-08');
    expect(marketDay(new Date('2026-03-08T04:59:59Z'))).toBe('2026-03-07');
    expect(marketDay(new Date('2026-11-01T03:59:59Z'))).toBe('2026-10-31');
    expect(marketDay(new Date('2026-11-01T04:00:00Z'))).toBe('2026-11-01');
  });
});
