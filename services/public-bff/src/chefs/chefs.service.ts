import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Chef, toChefDto } from '@chefs/db';
import { DomainError } from '@chefs/server-core';
import type { ChefDto, ChefListQuery, Page } from '@chefs/contracts';
import { findChefPage } from './chef-page.query';

export const CHEF_NOT_FOUND = 'Chef Not Found';

/** The public catalogue of chefs: approved and active ones only. */
@Injectable()
export class ChefsService {
  constructor(private readonly dataSource: DataSource) {}

  /** One page of the approved, active chefs (GET /api/chefs?sort=&maxPrice=&minRating=&limit=&cursor=). */
  list(query: ChefListQuery): Promise<Page<ChefDto>> {
    return findChefPage(this.dataSource, query);
  }

  /** A visible chef; a missing, unapproved or inactive one is "Chef Not Found". */
  async getVisible(id: number): Promise<ChefDto> {
    return toChefDto(await this.findVisible(id));
  }

  async findVisible(id: number): Promise<Chef> {
    const chef = await this.dataSource.getRepository(Chef).findOneBy({ id, isApproved: true, isActive: true });
    if (!chef) throw new DomainError('chef.not_found', CHEF_NOT_FOUND);
    return chef;
  }
}
