import { Injectable } from '@nestjs/common';
import { DataSource, Not } from 'typeorm';
import { Booking, Chef, Recipe, toBookingDto, toChefDto, toRecipeDto } from '@chefs/db';
import type { HomeSummaryDto } from '@chefs/contracts';

/** How many of each the signed-in home shows (spec: 3 bookings, 3 chefs, 3 recipes). */
const HOME_LIMIT = 3;

interface HomeCounts {
  chefs: number;
  recipes: number;
  bookings: number;
}

/** The signed-in home: counts, the caller's latest bookings, a few chefs and recipes. */
@Injectable()
export class HomeService {
  constructor(private readonly dataSource: DataSource) {}

  async summary(userId: string): Promise<HomeSummaryDto> {
    const visibleChef = { isApproved: true, isActive: true };
    const hubRecipe = { isPublished: true, category: Not('fine_dining' as const) };

    // Four statements in all (issue 11's query-count test): the three counts in one, the
    // latest bookings joined to their chef in one (a LIMIT, not TypeORM's `take`, which adds
    // a second statement for the ids), a few chefs, a few recipes.
    const [counts, recentBookings, someChefs, someRecipes] = await Promise.all([
      // The catalogue's counts from the totals the database keeps (migration 1732100000016); the
      // caller's bookings counted on ix_bookings_customer (index-only, a customer's own few).
      this.dataSource
        .query<HomeCounts[]>(
          `SELECT (SELECT coalesce(sum(n), 0)::int FROM chef_totals WHERE is_approved AND is_active) AS chefs,
                  (SELECT coalesce(sum(n), 0)::int FROM recipe_totals
                    WHERE is_published AND category <> 'fine_dining') AS recipes,
                  (SELECT count(*)::int FROM bookings WHERE customer_id = $1) AS bookings`,
          [userId],
        )
        .then(([row]) => row),
      this.dataSource
        .getRepository(Booking)
        .createQueryBuilder('booking')
        .leftJoin('booking.chef', 'chef')
        .addSelect(['chef.id', 'chef.name'])
        .where('booking.customerId = :userId', { userId })
        .orderBy('booking.createdAt', 'DESC')
        .addOrderBy('booking.id', 'DESC')
        .limit(HOME_LIMIT)
        .getMany(),
      this.dataSource.getRepository(Chef).find({ where: visibleChef, order: { id: 'ASC' }, take: HOME_LIMIT }),
      this.dataSource.getRepository(Recipe).find({ where: hubRecipe, order: { id: 'ASC' }, take: HOME_LIMIT }),
    ]);
    return {
      counts: { chefs: counts.chefs, recipes: counts.recipes, bookings: counts.bookings },
      recentBookings: recentBookings.map(toBookingDto),
      chefs: someChefs.map((c) => toChefDto(c)),
      recipes: someRecipes.map(toRecipeDto),
    };
  }
}
