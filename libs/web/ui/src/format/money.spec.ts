import fc from 'fast-check';
import { formatMoney, formatPrice, groupThousands } from './money';

// What the hand-written formatter must match: Intl's own en-US dollars.
const intlMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

describe('money', () => {
  it('writes dollars as the product always showed them', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney('85')).toBe('$85.00');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney('not a number')).toBe('$0.00');
    expect(formatPrice('85.00')).toBe('$85');
    expect(formatPrice('92.50')).toBe('$92.50');
    expect(formatPrice(1_250_000)).toBe('$1,250,000');
    expect(groupThousands('1234567')).toBe('1,234,567');
    expect(groupThousands('999')).toBe('999');
  });

  it("matches Intl.NumberFormat's en-US currency for any amount in cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const dollars = cents / 100;
        expect(formatMoney(dollars)).toBe(intlMoney.format(dollars));
        expect(formatPrice(dollars)).toBe(
          Number.isInteger(dollars) ? intlWhole.format(dollars) : intlMoney.format(dollars),
        );
        expect(formatMoney(String(dollars))).toBe(intlMoney.format(dollars));
      }),
      { numRuns: 2000 },
    );
  });

  it("rounds any other amount as Intl does (half away from zero, on the number's exact value)", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        fc.pre(!Object.is(n, -0)); // Intl writes "-$0.00" for negative zero; "$0.00" here
        expect(formatMoney(n)).toBe(intlMoney.format(n));
      }),
      { numRuns: 2000 },
    );
  });
});
