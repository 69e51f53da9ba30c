import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ChefEarningsDto } from '@chefs/contracts';
import { repeatedQuery } from '@chefs/db';
import { centsToAmount, MARKET_TIME_ZONE } from '@chefs/domain';
import { ChefProfileService } from '../chef-profile/chef-profile.service';

interface EarningsRow {
  month: string;
  this_month_cents: string;
  confirmed_count: string;
  total_cents: string;
}

/**
 * The caller's earnings, summed in SQL (this month is the market's calendar month): bookings
 * confirmed, and those completed since. The worker completes a confirmed booking the day after
 * its event, so counting only `confirmed` would take every dinner out of the figures once it
 * has been cooked (docs/product.md §2 chef portal).
 */
@Injectable()
export class ChefEarningsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly profiles: ChefProfileService,
  ) {}

  async own(userId: string, now: Date = new Date()): Promise<ChefEarningsDto> {
    const chef = await this.profiles.ownChef(userId);
    const [row] = await repeatedQuery<EarningsRow>(
      this.dataSource,
      `WITH m AS (SELECT date_trunc('month', ($2::timestamptz AT TIME ZONE $3))::date AS start)
       SELECT to_char(m.start, 'YYYY-MM') AS month,
              COALESCE(SUM(b.total_amount_cents) FILTER (
                WHERE b.event_date >= m.start AND b.event_date < (m.start + INTERVAL '1 month')::date), 0) AS this_month_cents,
              COUNT(b.id) AS confirmed_count,
              COALESCE(SUM(b.total_amount_cents), 0) AS total_cents
         FROM m LEFT JOIN bookings b ON b.chef_id = $1 AND b.status IN ('confirmed', 'completed')
        GROUP BY m.start`,
      [chef.id, now.toISOString(), MARKET_TIME_ZONE],
    );
    return {
      month: row.month,
      thisMonthTotal: centsToAmount(Number(row.this_month_cents)),
      confirmedCount: Number(row.confirmed_count),
      totalEarnings: centsToAmount(Number(row.total_cents)),
    };
  }
}
