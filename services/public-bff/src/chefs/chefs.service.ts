import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Chef, chefStats, toChefDto } from '@chefs/db';
import { notFound } from '@chefs/server-core';
import type { ChefDto } from '@chefs/contracts';

export const CHEF_NOT_FOUND = 'Chef Not Found';

/** The public catalogue of chefs: approved and active ones only. */
@Injectable()
export class ChefsService {
  constructor(private readonly dataSource: DataSource) {}

  async listVisible(): Promise<ChefDto[]> {
    const chefs = await this.dataSource
      .getRepository(Chef)
      .find({ where: { isApproved: true, isActive: true }, order: { id: 'ASC' } });
    return this.toDtos(chefs);
  }

  /** A visible chef; a missing, unapproved or inactive one is "Chef Not Found". */
  async getVisible(id: number): Promise<ChefDto> {
    const chef = await this.findVisible(id);
    const [dto] = await this.toDtos([chef]);
    return dto;
  }

  async findVisible(id: number): Promise<Chef> {
    const chef = await this.dataSource.getRepository(Chef).findOneBy({ id, isApproved: true, isActive: true });
    if (!chef) throw notFound(CHEF_NOT_FOUND);
    return chef;
  }

  private async toDtos(chefs: Chef[]): Promise<ChefDto[]> {
    const stats = await chefStats(
      this.dataSource,
      chefs.map((c) => c.id),
    );
    return chefs.map((c) => toChefDto(c, stats.get(c.id)));
  }
}
