/** "meal_prep" → "Meal Prep", "private_dinner" → "Private Dinner". */
export function humanize(value: string | null | undefined): string {
  return (value ?? '')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** A chef's rating with one decimal; a missing or zero rating shows the default 5.0. */
export function formatRating(value: string | number | null | undefined): string {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return (Number.isFinite(n) && n > 0 ? n : 5).toFixed(1);
}
