import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Chef, toChefDto } from '@chefs/db';
import { dollarsToCents } from '@chefs/domain';
import { ADMIN_PAGE_SIZE, CHEF_ADMIN_MESSAGES as M, type AdminPageDto, type ChefDto } from '@chefs/contracts';
import { conflict, notFound } from '@chefs/server-core';
import type { PageQuery } from '../common/page-query';
import { pageTotal } from '../common/page-total';
import type { CreateChefDto } from './dto/create-chef.dto';

@Injectable()
export class AdminChefsService {
  constructor(private readonly dataSource: DataSource) {}

  /** One page of every chef, approved or not; those awaiting approval first, then newest first. */
  async list(query: PageQuery): Promise<AdminPageDto<ChefDto>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
    const [chefs, total] = await Promise.all([
      this.dataSource.getRepository(Chef).find({
        order: { isApproved: 'ASC', createdAt: 'DESC', id: 'DESC' },
        skip: (page - 1) * pageSize,
        take: pageSize,
      }),
      pageTotal(this.dataSource, 'chefs', 'is_approved, created_at DESC, id DESC'),
    ]);
    return { items: chefs.map((c) => toChefDto(c)), page, pageSize, ...total };
  }

  /** Approves a chef (409 when already approved); the row's updated time records when. */
  async approve(id: number): Promise<ChefDto> {
    return this.dataSource.transaction(async (manager) => {
      const chef = await manager
        .getRepository(Chef)
        .createQueryBuilder('c')
        .setLock('pessimistic_write')
        .where('c.id = :id', { id })
        .getOne();
      if (!chef) throw notFound(M.notFound);
      if (chef.isApproved) throw conflict(M.alreadyApproved);
      await manager.getRepository(Chef).update({ id }, { isApproved: true });
      return toChefDto({ ...chef, isApproved: true });
    });
  }

  /** A chef made by an admin: meal prep and private dinners, approved and active at once. */
  async create(body: CreateChefDto): Promise<ChefDto> {
    const chef = await this.dataSource.getRepository(Chef).save({
      name: body.name,
      specialty: body.specialty,
      cuisines: [body.primaryCuisine],
      pricePerPersonCents: dollarsToCents(body.pricePerPerson),
      zipCodes: [body.zipCode],
      location: body.location,
      bio: body.bio,
      services: ['meal_prep', 'private_dinner'],
      isApproved: true,
      isActive: true,
    });
    return toChefDto(chef);
  }
}
