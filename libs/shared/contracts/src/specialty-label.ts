import type { ChefSpecialty } from './enums';

/**
 * How a specialty of the application reads: its select's label, and the specialty of the chef
 * profile an approval creates (a profile's specialty is display text, "Southern Comfort &
 * Lowcountry Classics" for the seeded chefs, so it must never be the bare key "mexican").
 *
 * A module of its own, not in enums.ts (constants only): with this function in enums.ts, the
 * production build put that module in a chunk of its own, a ninth script of `/` (the bundle
 * budget allows eight).
 */
export function chefSpecialtyLabel(value: ChefSpecialty): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
