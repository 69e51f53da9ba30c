import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ChefDto, ChefSearchQuery } from '@chefs/contracts';
import { Chef, chefStats, toChefDto } from '@chefs/db';
import { ACTIVE_BOOKING_STATUSES } from '@chefs/domain';

/** The landing search: visible chefs who serve a ZIP, cook a cuisine and are free on a date. */
@Injectable()
export class ChefSearchService {
  constructor(private readonly dataSource: DataSource) {}

  async search(query: ChefSearchQuery): Promise<ChefDto[]> {
    const qb = this.dataSource
      .getRepository(Chef)
      .createQueryBuilder('chef')
      .where('chef.isApproved = true AND chef.isActive = true')
      .orderBy('chef.id', 'ASC');
    if (query.zip) qb.andWhere(':zip = ANY(chef.zipCodes)', { zip: query.zip });
    if (query.cuisine) {
      qb.andWhere('lower(:cuisine) IN (SELECT lower(c) FROM unnest(chef.cuisines) AS c)', { cuisine: query.cuisine });
    }
    if (query.date) {
      qb.andWhere(
        `NOT EXISTS (SELECT 1 FROM bookings b WHERE b.chef_id = chef.id AND b.event_date = :date AND b.status IN (:...active))`,
        { date: query.date, active: ACTIVE_BOOKING_STATUSES },
      );
    }
    const chefs = await qb.getMany();
    const stats = await chefStats(
      this.dataSource,
      chefs.map((c) => c.id),
    );
    return chefs.map((c) => toChefDto(c, stats.get(c.id)));
  }
}
