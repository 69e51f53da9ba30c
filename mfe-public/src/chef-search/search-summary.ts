import { formatDate, humanize } from '@chefs/ui';
import { type ChefSearchValues } from './chef-search-params';

/** "in 30306 · Italian · Mar 14, 2026" — the filters in words (empty when none). */
export function searchSummary({ zip, cuisine, date }: ChefSearchValues): string[] {
  return [zip ? `ZIP ${zip}` : '', cuisine ? humanize(cuisine) : '', date ? formatDate(date) : ''].filter(Boolean);
}

/** "3 chefs available"; "12+ chefs available" while the server has more pages. */
export function resultCount(count: number, more = false): string {
  if (more) return `${count}+ chefs available`;
  return count === 1 ? '1 chef available' : `${count} chefs available`;
}
