import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '@chefs/auth';
import type { ChefDto } from '@chefs/contracts';
import { AdminChefsService } from './admin-chefs.service';

@ApiTags('admin')
@Controller('api/admin/chefs')
export class AdminChefsController {
  constructor(private readonly chefs: AdminChefsService) {}

  @Get()
  @Roles('admin')
  list(): Promise<ChefDto[]> {
    return this.chefs.list();
  }
}
