import type { DataSource } from 'typeorm';
import type { Chef } from './entities/chef.entity';
import type { ChefStats } from './mappers';

/** Bookings that count toward a chef's "total bookings": held or done, not pending or cancelled. */
export const COUNTED_BOOKING_STATUSES = ['confirmed', 'completed'] as const;

/** Rating (average of reviews, null when none) and total bookings from a chef row's counters. */
export function statsOf(chef: Partial<Pick<Chef, 'reviewCount' | 'ratingTotal' | 'totalBookings'>>): ChefStats {
  const reviews = chef.reviewCount ?? 0;
  return {
    rating: reviews > 0 ? (chef.ratingTotal ?? 0) / reviews : null,
    totalBookings: chef.totalBookings ?? 0,
  };
}

/**
 * Rating and total bookings of each chef, read from the counters the database keeps on the
 * chef rows (migration 1732100000012), in one query by primary key. Every id asked for is
 * in the map (an unknown one with no rating and 0 bookings).
 */
export async function chefStats(dataSource: DataSource, chefIds: readonly number[]): Promise<Map<number, ChefStats>> {
  const stats = new Map<number, ChefStats>(chefIds.map((id) => [id, { rating: null, totalBookings: 0 }]));
  if (chefIds.length === 0) return stats;
  const rows = await dataSource.query<
    { id: number; review_count: number; rating_total: number; total_bookings: number }[]
  >(`SELECT id, review_count, rating_total, total_bookings FROM chefs WHERE id = ANY($1::int[])`, [
    [...new Set(chefIds)],
  ]);
  for (const row of rows) {
    stats.set(
      row.id,
      statsOf({ reviewCount: row.review_count, ratingTotal: row.rating_total, totalBookings: row.total_bookings }),
    );
  }
  return stats;
}
