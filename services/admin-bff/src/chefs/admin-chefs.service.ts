import { Injectable } from '@nestjs/common';
import { DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { Chef, chefJson, toChefDto } from '@chefs/db';
import { dollarsToCents } from '@chefs/domain';
import { CHEF_ADMIN_MESSAGES as M, type AdminPageDto, type ChefDto } from '@chefs/contracts';
import { DomainError } from '@chefs/server-core';
import { counterTotal, filteredTotal, type TotalQuery } from '../common/page-total';
import { cursorTable } from '../common/page-cursor';
import type { JsonText, KeysetColumn } from '../common/page-rows';
import { containsPattern, containsText, userSearchText } from '../common/search';
import type { ListAdminChefsQuery } from './dto/admin-chefs.query';
import type { CreateChefDto } from './dto/create-chef.dto';

/** Chefs awaiting approval first, then newest first: ix_chefs_admin_order. */
const ORDER: readonly KeysetColumn[] = [
  { column: 'c.is_approved', type: 'boolean', dir: 'ASC' },
  { column: 'c.created_at', type: 'timestamptz', dir: 'DESC' },
  { column: 'c.id', type: 'integer', dir: 'DESC' },
];

@Injectable()
export class AdminChefsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of the chefs, awaiting approval or approved when asked, those whose name (or whose
   * account's name or e-mail) holds `q`; those awaiting approval first, then newest first. The
   * order is ix_chefs_admin_order; a search finds its chefs on the trigram indexes of chef names
   * and of accounts (a UNION, so each side keeps its index), then sorts that small set. The
   * chefs grow without end, so their pages are named by keyset cursors (keysetPage, docs/paging.md):
   * a page deep in the table reads what the first does. The page comes as JSON.
   */
  async list(query: ListAdminChefsQuery): Promise<JsonText<AdminPageDto<ChefDto>>> {
    const filtered = <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>) => {
      if (query.status) qb.andWhere('c.isApproved = :approved', { approved: query.status === 'approved' });
      if (query.q)
        qb.andWhere(
          `c.id IN (SELECT n.id FROM chefs n WHERE ${containsText('n.name', 'q')}
                    UNION SELECT a.id FROM chefs a JOIN users u ON u.id = a.user_id
                    WHERE ${containsText(userSearchText('u'), 'q')})`,
          { q: containsPattern(query.q) },
        );
      return qb;
    };
    const repo = this.dataSource.getRepository(Chef);
    const total = query.q
      ? filteredTotal(filtered(repo.createQueryBuilder('c').select('1')))
      : this.total(query.status);
    return cursorTable<ChefDto>(this.dataSource, query, {
      tag: 'admin-chefs',
      rows: () => filtered(repo.createQueryBuilder('c')),
      id: 'c.id',
      order: ORDER,
      json: { dto: chefJson('c'), from: 'chefs c', id: 'c.id' },
      total,
      search: Boolean(query.q),
    });
  }

  /**
   * All chefs, or those awaiting approval or approved: exact from chef_totals, which the database
   * keeps per approval and activity in the same transaction as the change (migration
   * 1732100000016), so the total costs a few rows however many chefs there are.
   */
  private total(status: ListAdminChefsQuery['status']): TotalQuery {
    return counterTotal(
      `SELECT coalesce(sum(n), 0)::text AS n FROM chef_totals WHERE $1::boolean IS NULL OR is_approved = $1`,
      [status ? status === 'approved' : null],
    );
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
      if (!chef) throw new DomainError('chef.not_found', M.notFound);
      if (chef.isApproved) throw new DomainError('chef.already_approved', M.alreadyApproved);
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
