import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '@chefs/auth';
import type { AdminPageDto, AdminUserDto } from '@chefs/contracts';
import { PageQuery } from '../common/page-query';
import { AdminUsersService } from './admin-users.service';

@ApiTags('admin')
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  /** Every account, newest first, a page at a time. */
  @Get()
  @Roles('admin')
  list(@Query() query: PageQuery): Promise<AdminPageDto<AdminUserDto>> {
    return this.users.list(query);
  }
}
