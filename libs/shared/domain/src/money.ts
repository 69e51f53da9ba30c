/**
 * Money is stored as integer cents. The API shows a chef's price as a decimal string
 * ("85.00") and a booking total as a number with 2 decimals (85 or 170.5).
 */

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount in cents must be a whole number (got ${cents})`);
}

/** 8500 -> "85.00", 5 -> "0.05", -150 -> "-1.50". */
export function centsToDecimalString(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}${dollars}.${rest.toString().padStart(2, '0')}`;
}

/** 17050 -> 170.5 (a number that prints with at most 2 decimals). */
export function centsToAmount(cents: number): number {
  assertCents(cents);
  return Number(centsToDecimalString(cents));
}

/**
 * Dollars as typed by a person or sent in JSON -> cents, without float error:
 * 19.99 -> 1999, "85.00" -> 8500, 0.1 + 0.2 -> 30, 1.005 -> 101 (half away from zero).
 */
export function dollarsToCents(dollars: number | string): number {
  if (typeof dollars === 'string') {
    const m = /^\s*(-)?(\d+)(?:\.(\d*))?\s*$/.exec(dollars);
    if (!m) throw new RangeError(`Not an amount of dollars: "${dollars}"`);
    const [, minus, whole, frac = ''] = m;
    const cents = Number(whole) * 100 + Number((frac + '00').slice(0, 2));
    const roundUp = frac.length > 2 && Number(frac[2]) >= 5 ? 1 : 0;
    const total = cents + roundUp;
    return minus && total !== 0 ? -total : total;
  }
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of dollars: ${dollars}`);
  // toPrecision(15) removes the binary noise of x * 100 (1.005 * 100 = 100.49999999999999).
  const scaled = Number((dollars * 100).toPrecision(15));
  const rounded = Math.sign(scaled) * Math.round(Math.abs(scaled));
  return rounded === 0 ? 0 : rounded;
}
