import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { User } from '@chefs/db';
import { ADMIN_PAGE_SIZE, type AdminPageDto, type AdminUserDto } from '@chefs/contracts';
import type { PageQuery } from '../common/page-query';
import { pageTotal } from '../common/page-total';
import { toAdminUserDto } from './admin-user.mapper';

@Injectable()
export class AdminUsersService {
  constructor(private readonly dataSource: DataSource) {}

  /** One page of every account, newest first. */
  async list(query: PageQuery): Promise<AdminPageDto<AdminUserDto>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
    const [users, total] = await Promise.all([
      this.dataSource.getRepository(User).find({
        order: { createdAt: 'DESC', email: 'ASC' },
        skip: (page - 1) * pageSize,
        take: pageSize,
      }),
      pageTotal(this.dataSource, 'users', 'created_at DESC, email'),
    ]);
    return { items: users.map(toAdminUserDto), page, pageSize, ...total };
  }
}
