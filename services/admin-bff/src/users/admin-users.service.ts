import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { User } from '@chefs/db';
import type { AdminUserDto } from '@chefs/contracts';
import { toAdminUserDto } from './admin-user.mapper';

@Injectable()
export class AdminUsersService {
  constructor(private readonly dataSource: DataSource) {}

  /** Every account, newest first. */
  async list(): Promise<AdminUserDto[]> {
    const users = await this.dataSource.getRepository(User).find({ order: { createdAt: 'DESC', email: 'ASC' } });
    return users.map(toAdminUserDto);
  }
}
