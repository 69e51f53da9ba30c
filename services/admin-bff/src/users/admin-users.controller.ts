import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '@chefs/auth';
import type { AdminUserDto } from '@chefs/contracts';
import { AdminUsersService } from './admin-users.service';

@ApiTags('admin')
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @Roles('admin')
  list(): Promise<AdminUserDto[]> {
    return this.users.list();
  }
}
