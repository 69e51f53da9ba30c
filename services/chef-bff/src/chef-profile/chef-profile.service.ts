import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Chef, toChefDto } from '@chefs/db';
import { DomainError } from '@chefs/server-core';
import type { ChefDto } from '@chefs/contracts';

const CHEF_PROFILE_NOT_FOUND = 'Chef Not Found';

/** The chef profile linked to a signed-in user (set when their application is approved). */
@Injectable()
export class ChefProfileService {
  constructor(private readonly dataSource: DataSource) {}

  /** The caller's profile entity; none yet is "Chef Not Found". */
  async ownChef(userId: string): Promise<Chef> {
    const chef = await this.dataSource.getRepository(Chef).findOneBy({ userId });
    if (!chef) throw new DomainError('chef.not_found', CHEF_PROFILE_NOT_FOUND);
    return chef;
  }

  async ownProfile(userId: string): Promise<ChefDto> {
    return toChefDto(await this.ownChef(userId));
  }
}
