import { bookingTotalCents } from './pricing';

describe('bookingTotalCents', () => {
  it('is guests times the price per person', () => {
    expect(bookingTotalCents(8500, 2)).toBe(17000);
    expect(bookingTotalCents(4550, 3)).toBe(13650);
    expect(bookingTotalCents(15000, 20)).toBe(300000);
  });

  it('refuses guest counts outside 1 to 20', () => {
    expect(() => bookingTotalCents(8500, 0)).toThrow(/1 to 20/);
    expect(() => bookingTotalCents(8500, 21)).toThrow(/1 to 20/);
    expect(() => bookingTotalCents(8500, 2.5)).toThrow(RangeError);
  });

  it('refuses a price that is not positive whole cents', () => {
    expect(() => bookingTotalCents(0, 2)).toThrow(RangeError);
    expect(() => bookingTotalCents(85.5, 2)).toThrow(RangeError);
  });
});
