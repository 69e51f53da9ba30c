import type { DataSource } from 'typeorm';
import type { ChefStats } from './mappers';

/** Bookings that count toward a chef's "total bookings": held or done, not pending or cancelled. */
export const COUNTED_BOOKING_STATUSES = ['confirmed', 'completed'] as const;

/**
 * Rating (average of reviews, null when none) and total bookings (confirmed or
 * completed) of each chef, in two queries. Every id asked for is in the map.
 */
export async function chefStats(dataSource: DataSource, chefIds: readonly number[]): Promise<Map<number, ChefStats>> {
  const stats = new Map<number, ChefStats>(chefIds.map((id) => [id, { rating: null, totalBookings: 0 }]));
  if (chefIds.length === 0) return stats;
  const ids = [...new Set(chefIds)];
  const [ratings, bookings] = await Promise.all([
    dataSource.query<{ chef_id: number; rating: string }[]>(
      `SELECT chef_id, avg(rating)::float8::text AS rating FROM reviews WHERE chef_id = ANY($1::int[]) GROUP BY chef_id`,
      [ids],
    ),
    dataSource.query<{ chef_id: number; total: string }[]>(
      `SELECT chef_id, count(*)::text AS total FROM bookings
        WHERE chef_id = ANY($1::int[]) AND status = ANY($2::text[]) GROUP BY chef_id`,
      [ids, COUNTED_BOOKING_STATUSES],
    ),
  ]);
  for (const row of ratings) {
    const s = stats.get(row.chef_id);
    if (s) s.rating = Number(row.rating);
  }
  for (const row of bookings) {
    const s = stats.get(row.chef_id);
    if (s) s.totalBookings = Number(row.total);
  }
  return stats;
}
