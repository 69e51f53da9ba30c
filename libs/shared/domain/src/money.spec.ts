import { centsToAmount, centsToDecimalString, dollarsToCents } from './money';

describe('money', () => {
  it('shows cents as a decimal string with two places', () => {
    expect(centsToDecimalString(8500)).toBe('85.00');
    expect(centsToDecimalString(4550)).toBe('45.50');
    expect(centsToDecimalString(5)).toBe('0.05');
    expect(centsToDecimalString(0)).toBe('0.00');
    expect(centsToDecimalString(-150)).toBe('-1.50');
  });

  it('turns cents into an amount with at most two decimals', () => {
    expect(centsToAmount(17000)).toBe(170);
    expect(centsToAmount(17050)).toBe(170.5);
    expect(centsToAmount(1999)).toBe(19.99);
    expect(centsToAmount(17050).toFixed(2)).toBe('170.50');
  });

  it('refuses fractional cents', () => {
    expect(() => centsToDecimalString(10.5)).toThrow(RangeError);
    expect(() => centsToAmount(Number.NaN)).toThrow(RangeError);
  });

  it('turns dollars into cents without float error', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(85)).toBe(8500);
    expect(dollarsToCents(4.35)).toBe(435);
    expect(dollarsToCents(-2.5)).toBe(-250);
  });

  it('reads decimal strings exactly', () => {
    expect(dollarsToCents('85.00')).toBe(8500);
    expect(dollarsToCents('85')).toBe(8500);
    expect(dollarsToCents('85.5')).toBe(8550);
    expect(dollarsToCents('0.075')).toBe(8);
    expect(dollarsToCents(' 120.99 ')).toBe(12099);
  });

  it('refuses what is not an amount', () => {
    expect(() => dollarsToCents('abc')).toThrow(RangeError);
    expect(() => dollarsToCents('1e3')).toThrow(RangeError);
    expect(() => dollarsToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
