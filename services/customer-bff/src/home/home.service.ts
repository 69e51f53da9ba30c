import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { bookingJson, chefJson, recipeJson, repeatedQuery } from '@chefs/db';
import type { HomeSummaryDto } from '@chefs/contracts';

/** How many of each the signed-in home shows (spec: 3 bookings, 3 chefs, 3 recipes). */
const HOME_LIMIT = 3;

/**
 * The whole home in one statement, rendered by Postgres as HomeSummaryDto's JSON
 * (libs/server/db/src/json-rows.ts; json-rows.spec checks each DTO against its mapper):
 * - the catalogue's counts from the totals the database keeps (migration 1732100000016), the
 *   caller's bookings counted on ix_bookings_customer (index-only, a customer's own few);
 * - the caller's latest bookings with their chef's name;
 * - the first chefs and hub recipes.
 * It was four statements side by side, four of the pool's ten connections per request: at 20
 * connections the requests queued for connections (bench:scale's p99 of 176 ms). The limit is
 * written in the text, the caller the one parameter: with the limit a parameter too, on the metro
 * data Postgres found a plan made without its value dearer than one made for it, and planned the
 * statement afresh on every request, 0.67 ms each time (docs/performance.md, "Constants in the text").
 */
const HOME_SQL = `
  SELECT json_build_object(
    'counts', json_build_object(
      'chefs', (SELECT coalesce(sum(n), 0)::int FROM chef_totals WHERE is_approved AND is_active),
      'recipes', (SELECT coalesce(sum(n), 0)::int FROM recipe_totals
                   WHERE is_published AND category <> 'fine_dining'),
      'bookings', (SELECT count(*)::int FROM bookings WHERE customer_id = $1)),
    'recentBookings', (
      SELECT coalesce(json_agg(${bookingJson('b', 'chef.name')} ORDER BY b.created_at DESC, b.id DESC), '[]'::json)
        FROM (SELECT * FROM bookings WHERE customer_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${HOME_LIMIT}) b
        LEFT JOIN chefs chef ON chef.id = b.chef_id),
    'chefs', (
      SELECT coalesce(json_agg(${chefJson('c')} ORDER BY c.id), '[]'::json)
        FROM (SELECT * FROM chefs WHERE is_approved AND is_active ORDER BY id LIMIT ${HOME_LIMIT}) c),
    'recipes', (
      SELECT coalesce(json_agg(${recipeJson('r')} ORDER BY r.id), '[]'::json)
        FROM (SELECT * FROM recipes WHERE is_published AND category <> 'fine_dining' ORDER BY id LIMIT ${HOME_LIMIT}) r)
  ) AS home`;

/** The signed-in home: counts, the caller's latest bookings, a few chefs and recipes. */
@Injectable()
export class HomeService {
  constructor(private readonly dataSource: DataSource) {}

  async summary(userId: string): Promise<HomeSummaryDto> {
    const [row] = await repeatedQuery<{ home: HomeSummaryDto }>(this.dataSource, HOME_SQL, [userId]);
    return row.home;
  }
}
