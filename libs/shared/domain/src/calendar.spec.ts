import { addDays, addMonths, daysBetween, marketDateTimeToInstant, marketToday, toIsoDate } from './calendar';

describe('calendar', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2025-01-30', 3)).toBe('2025-02-02');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('adds months and clamps to the last day of shorter months', () => {
    expect(addMonths('2025-01-15', 1)).toBe('2025-02-15');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
  });

  it('counts days between dates', () => {
    expect(daysBetween('2025-01-01', '2025-04-01')).toBe(90);
    expect(daysBetween('2025-03-10', '2025-03-09')).toBe(-1);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => addDays('2025-13-01', 1)).toThrow(RangeError);
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('02/28/2025', 1)).toThrow(RangeError);
  });

  it('reads a picked Date by its calendar fields', () => {
    expect(toIsoDate(new Date(2025, 6, 4))).toBe('2025-07-04');
    expect(toIsoDate('2025-07-04')).toBe('2025-07-04');
  });

  it('gives the date in Atlanta, not in UTC', () => {
    // 02:30 UTC on March 10 is still the evening of March 9 in Atlanta.
    expect(marketToday(new Date('2025-03-10T02:30:00Z'))).toBe('2025-03-09');
    expect(marketToday(new Date('2025-03-10T05:00:00Z'))).toBe('2025-03-10');
  });

  it('converts Atlanta wall-clock times to instants in winter and summer time', () => {
    expect(marketDateTimeToInstant('2025-01-15', 17).toISOString()).toBe('2025-01-15T22:00:00.000Z');
    expect(marketDateTimeToInstant('2025-07-15', 17).toISOString()).toBe('2025-07-15T21:00:00.000Z');
    // The day the clocks spring forward (2 AM -> 3 AM): midnight is still EST.
    expect(marketDateTimeToInstant('2025-03-09', 0).toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(marketDateTimeToInstant('2025-03-09', 9).toISOString()).toBe('2025-03-09T13:00:00.000Z');
  });
});
