import { formatDate, humanize } from '@chefs/ui';
import { type ChefSearchValues } from './chef-search-params';

/** "in 30306 · Italian · Mar 14, 2026" — the filters in words (empty when none). */
export function searchSummary({ zip, cuisine, date }: ChefSearchValues): string[] {
  return [zip ? `ZIP ${zip}` : '', cuisine ? humanize(cuisine) : '', date ? formatDate(date) : ''].filter(Boolean);
}

export function resultCount(count: number): string {
  return count === 1 ? '1 chef available' : `${count} chefs available`;
}
