/*
 * Dollars are written out here rather than with Intl.NumberFormat: the first NumberFormat a page
 * makes loads ICU's number data, 40 to 100 ms of main thread in Chromium on this machine
 * (desktop speed; a phone takes about four times that), one long task on every page that shows
 * a price. The rules are few (a minus sign, "$", thousands grouped by commas, 0 or 2 decimals
 * rounded half away from zero) and money.spec.ts holds them to Intl's output.
 */

function toNumber(value: number | string | null | undefined): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : 0;
}

/** 1234567 → "1,234,567" (a whole number's digits, grouped by three). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function dollars(n: number, decimals: 0 | 2): string {
  const [whole, fraction] = Math.abs(n).toFixed(decimals).split('.');
  return `${n < 0 ? '-' : ''}$${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** Dollars with 2 decimals: 1234.5 → "$1,234.50". */
export function formatMoney(value: number | string | null | undefined): string {
  return dollars(toNumber(value), 2);
}

/** A price that drops ".00" when whole: "85.00" → "$85", "92.50" → "$92.50". */
export function formatPrice(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return dollars(n, Number.isInteger(n) ? 0 : 2);
}
