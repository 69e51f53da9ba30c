import fc from 'fast-check';
import { formatDate, formatLongDate } from './dates';

// What the hand-written formats must match: Intl's own en-US dates, in the machine's time zone.
const intlDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const intlLongDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
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
          expect(formatDate(instant.toISOString())).toBe(intlDay.format(instant));
          expect(formatLongDate(instant.toISOString())).toBe(intlLongDay.format(instant));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
