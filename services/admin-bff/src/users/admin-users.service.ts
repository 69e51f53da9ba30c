import { Injectable } from '@nestjs/common';
import { DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { User } from '@chefs/db';
import { ADMIN_PAGE_SIZE, type AdminPageDto, type AdminUserDto } from '@chefs/contracts';
import { filteredTotal, pageTotal } from '../common/page-total';
import { containsPattern, containsText, userSearchText } from '../common/search';
import type { ListAdminUsersQuery } from './dto/admin-users.query';
import { toAdminUserDto } from './admin-user.mapper';

@Injectable()
export class AdminUsersService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of the accounts, of one role when asked, those whose first name, last name or
   * e-mail holds `q`; newest first. The order is ix_users_admin_order, within a role
   * ix_users_admin_role; a search reads the trigram index ix_users_admin_search_lower_trgm.
   */
  async list(query: ListAdminUsersQuery): Promise<AdminPageDto<AdminUserDto>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
    const filtered = <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>) => {
      if (query.role) qb.andWhere('u.role = :role', { role: query.role });
      if (query.q) qb.andWhere(containsText(userSearchText('u'), 'q'), { q: containsPattern(query.q) });
      return qb;
    };
    const ordered = <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>) =>
      qb.orderBy('u.createdAt', 'DESC').addOrderBy('u.email', 'ASC');
    const repo = this.dataSource.getRepository(User);
    const [users, total] = await Promise.all([
      ordered(filtered(repo.createQueryBuilder('u')))
        .offset((page - 1) * pageSize)
        .limit(pageSize)
        .getMany(),
      query.q
        ? filteredTotal(this.dataSource, filtered(repo.createQueryBuilder('u').select('1')))
        : query.role
          ? filteredTotal(this.dataSource, ordered(filtered(repo.createQueryBuilder('u').select('1'))))
          : pageTotal(this.dataSource, 'users', 'created_at DESC, email'),
    ]);
    return { items: users.map(toAdminUserDto), page, pageSize, ...total };
  }
}
