import { Injectable } from '@nestjs/common';
import { DataSource, Not } from 'typeorm';
import { Booking, Chef, Recipe, toBookingDto, toChefDto, toRecipeDto } from '@chefs/db';
import type { HomeSummaryDto } from '@chefs/contracts';

/** How many of each the signed-in home shows (spec: 3 bookings, 3 chefs, 3 recipes). */
export const HOME_LIMIT = 3;

/** The signed-in home: counts, the caller's latest bookings, a few chefs and recipes. */
@Injectable()
export class HomeService {
  constructor(private readonly dataSource: DataSource) {}

  async summary(userId: string): Promise<HomeSummaryDto> {
    const chefs = this.dataSource.getRepository(Chef);
    const recipes = this.dataSource.getRepository(Recipe);
    const bookings = this.dataSource.getRepository(Booking);
    const visibleChef = { isApproved: true, isActive: true };
    const hubRecipe = { isPublished: true, category: Not('fine_dining' as const) };

    const [chefCount, recipeCount, bookingCount, recentBookings, someChefs, someRecipes] = await Promise.all([
      // Written out so the planner sees the partial index's own predicate: an index-only scan of ix_chefs_listed.
      this.dataSource
        .query<{ n: number }[]>(`SELECT count(*)::int AS n FROM chefs WHERE is_approved AND is_active`)
        .then(([row]) => row.n),
      recipes.countBy(hubRecipe),
      bookings.countBy({ customerId: userId }),
      bookings.find({
        where: { customerId: userId },
        relations: { chef: true },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: HOME_LIMIT,
      }),
      chefs.find({ where: visibleChef, order: { id: 'ASC' }, take: HOME_LIMIT }),
      recipes.find({ where: hubRecipe, order: { id: 'ASC' }, take: HOME_LIMIT }),
    ]);
    return {
      counts: { chefs: chefCount, recipes: recipeCount, bookings: bookingCount },
      recentBookings: recentBookings.map(toBookingDto),
      chefs: someChefs.map((c) => toChefDto(c)),
      recipes: someRecipes.map(toRecipeDto),
    };
  }
}
