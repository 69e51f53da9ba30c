import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '@chefs/auth';
import type { AdminPageDto, AdminUserDto } from '@chefs/contracts';
import { AdminUsersService } from './admin-users.service';
import { ListAdminUsersQuery } from './dto/admin-users.query';

@ApiTags('admin')
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  /** The accounts, newest first, a page at a time; by role and name or e-mail. */
  @Get()
  @Roles('admin')
  list(@Query() query: ListAdminUsersQuery): Promise<AdminPageDto<AdminUserDto>> {
    return this.users.list(query);
  }
}
