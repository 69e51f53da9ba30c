import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ChefEarningsDto } from '@chefs/contracts';
import { repeatedQuery } from '@chefs/db';
import { centsToAmount, MARKET_TIME_ZONE } from '@chefs/domain';
import { DomainError } from '@chefs/server-core';
import { CHEF_PROFILE_NOT_FOUND } from '../chef-profile/chef-profile.service';

interface EarningsRow {
  /** The caller's chef, null when they have no profile. */
  chef_id: number | null;
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
  constructor(private readonly dataSource: DataSource) {}

  async own(userId: string, now: Date = new Date()): Promise<ChefEarningsDto> {
    // One statement: the caller's chef is found in it (uq_chefs_user), where a lookup of its own
    // before it cost a second statement and its round trip on every read.
    const [row] = await repeatedQuery<EarningsRow>(
      this.dataSource,
      `WITH own AS (SELECT id FROM chefs WHERE user_id = $1),
            m AS (SELECT date_trunc('month', ($2::timestamptz AT TIME ZONE $3))::date AS start)
       SELECT (SELECT id FROM own) AS chef_id,
              to_char(m.start, 'YYYY-MM') AS month,
              COALESCE(SUM(b.total_amount_cents) FILTER (
                WHERE b.event_date >= m.start AND b.event_date < (m.start + INTERVAL '1 month')::date), 0) AS this_month_cents,
              COUNT(b.id) AS confirmed_count,
              COALESCE(SUM(b.total_amount_cents), 0) AS total_cents
         FROM m LEFT JOIN bookings b ON b.chef_id = (SELECT id FROM own) AND b.status IN ('confirmed', 'completed')
        GROUP BY m.start`,
      [userId, now.toISOString(), MARKET_TIME_ZONE],
    );
    if (row.chef_id === null) throw new DomainError('chef.not_found', CHEF_PROFILE_NOT_FOUND);
    return {
      month: row.month,
      thisMonthTotal: centsToAmount(Number(row.this_month_cents)),
      confirmedCount: Number(row.confirmed_count),
      totalEarnings: centsToAmount(Number(row.total_cents)),
    };
  }
}
