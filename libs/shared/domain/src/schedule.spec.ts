import { isWithinBookingWindow, recurringPreview } from './schedule';

describe('isWithinBookingWindow', () => {
  const today = '2025-01-01';

  it('accepts today through today plus 90 days', () => {
    expect(isWithinBookingWindow('2025-01-01', today)).toBe(true);
    expect(isWithinBookingWindow('2025-02-15', today)).toBe(true);
    expect(isWithinBookingWindow('2025-04-01', today)).toBe(true);
  });

  it('refuses the past and anything after 90 days', () => {
    expect(isWithinBookingWindow('2024-12-31', today)).toBe(false);
    expect(isWithinBookingWindow('2025-04-02', today)).toBe(false);
  });

  it('takes calendar Dates as picked in the browser', () => {
    expect(isWithinBookingWindow(new Date(2025, 0, 10), new Date(2025, 0, 1, 23, 59))).toBe(true);
    expect(isWithinBookingWindow(new Date(2024, 11, 31, 23, 0), new Date(2025, 0, 1))).toBe(false);
  });
});

describe('recurringPreview', () => {
  it('repeats weekly every 7 days', () => {
    expect(recurringPreview('2025-01-06', 'weekly', 4)).toEqual([
      '2025-01-06',
      '2025-01-13',
      '2025-01-20',
      '2025-01-27',
    ]);
  });

  it('repeats biweekly every 14 days', () => {
    expect(recurringPreview('2025-01-06', 'biweekly', 4)).toEqual([
      '2025-01-06',
      '2025-01-20',
      '2025-02-03',
      '2025-02-17',
    ]);
  });

  it('repeats monthly on the same day, clamped to short months', () => {
    expect(recurringPreview('2025-01-31', 'monthly', 4)).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
      '2025-04-30',
    ]);
  });

  it('shows 4 occurrences by default', () => {
    expect(recurringPreview('2025-05-01', 'weekly')).toHaveLength(4);
  });
});
