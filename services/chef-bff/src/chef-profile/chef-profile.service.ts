import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Chef, chefJson, repeatedQuery, toChefDto } from '@chefs/db';
import { DomainError } from '@chefs/server-core';
import type { ChefDto, OwnChefProfileDto, UpdateChefProfileRequest } from '@chefs/contracts';
import { dollarsToCents } from '@chefs/domain';

export const CHEF_PROFILE_NOT_FOUND = 'Chef Not Found';

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

  /**
   * The caller's profile as its DTO, rendered by Postgres (chefJson) in one named statement: the
   * entity read (TypeORM's findOneBy, an unnamed statement parsed and planned on every call, then
   * an entity and its DTO built from the row) held this read to about 0.6 of its rate now
   * (docs/performance.md, "A page and its total in one statement"). The review count comes in the
   * same row: the rating reads 5.0 without reviews, and the portal says "No ratings yet" then.
   */
  async ownProfile(userId: string): Promise<OwnChefProfileDto> {
    const [row] = await repeatedQuery<{ chef: ChefDto; review_count: number }>(
      this.dataSource,
      `SELECT ${chefJson('c')} AS chef, c.review_count FROM chefs c WHERE c.user_id = $1`,
      [userId],
    );
    if (!row) throw new DomainError('chef.not_found', CHEF_PROFILE_NOT_FOUND);
    return { ...row.chef, reviewCount: row.review_count };
  }

  /**
   * Saves what the chef may change of their profile, on the locked row: the service ZIP codes as
   * given, without repeats. The price is in cents from here on: bookings made before keep the
   * total they were made with. Answers the profile as saved, with the review count of the locked row.
   */
  async updateOwnProfile(userId: string, body: UpdateChefProfileRequest): Promise<OwnChefProfileDto> {
    return this.dataSource.transaction(async (manager) => {
      const chefs = manager.getRepository(Chef);
      const chef = await chefs.findOne({ where: { userId }, lock: { mode: 'pessimistic_write' } });
      if (!chef) throw new DomainError('chef.not_found', CHEF_PROFILE_NOT_FOUND);
      const changes = {
        specialty: body.specialty.trim(),
        pricePerPersonCents: dollarsToCents(body.pricePerPerson),
        location: body.location.trim(),
        zipCodes: [...new Set(body.zipCodes)],
        bio: body.bio.trim(),
      };
      await chefs.update({ id: chef.id }, changes);
      return { ...toChefDto({ ...chef, ...changes }), reviewCount: chef.reviewCount };
    });
  }
}
