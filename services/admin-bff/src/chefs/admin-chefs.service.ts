import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Chef, chefStats, toChefDto } from '@chefs/db';
import type { ChefDto } from '@chefs/contracts';

@Injectable()
export class AdminChefsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Every chef, approved or not; those awaiting approval first, then newest first. */
  async list(): Promise<ChefDto[]> {
    const chefs = await this.dataSource
      .getRepository(Chef)
      .find({ order: { isApproved: 'ASC', createdAt: 'DESC', id: 'DESC' } });
    const stats = await chefStats(
      this.dataSource,
      chefs.map((c) => c.id),
    );
    return chefs.map((c) => toChefDto(c, stats.get(c.id)));
  }
}
