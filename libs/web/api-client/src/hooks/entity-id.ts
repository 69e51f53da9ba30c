/** An id as the API's paths take it (a positive whole number), or null for anything else ("abc", "0", undefined). */
export function toEntityId(id: number | string | undefined): number | null {
  const n = typeof id === 'string' && id.trim() === '' ? NaN : Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
