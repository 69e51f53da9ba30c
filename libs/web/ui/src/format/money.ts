const twoDecimals = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function toNumber(value: number | string | null | undefined): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : 0;
}

/** Dollars with 2 decimals: 1234.5 → "$1,234.50". */
export function formatMoney(value: number | string | null | undefined): string {
  return twoDecimals.format(toNumber(value));
}

/** A price that drops ".00" when whole: "85.00" → "$85", "92.50" → "$92.50". */
export function formatPrice(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return Number.isInteger(n) ? whole.format(n) : twoDecimals.format(n);
}
