import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '@chefs/auth';
import type { AdminPageDto, AdminUserDto } from '@chefs/contracts';
import { JSON_CONTENT_TYPE, type JsonText } from '../common/page-rows';
import { AdminUsersService } from './admin-users.service';
import { ListAdminUsersQuery } from './dto/admin-users.query';

@ApiTags('admin')
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  /** The accounts, newest first, a page at a time; by role and name or e-mail. */
  @Get()
  @Roles('admin')
  @Header('content-type', JSON_CONTENT_TYPE)
  list(@Query() query: ListAdminUsersQuery): Promise<JsonText<AdminPageDto<AdminUserDto>>> {
    return this.users.list(query);
  }
}
