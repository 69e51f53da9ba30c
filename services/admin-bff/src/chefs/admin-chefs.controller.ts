import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '@chefs/auth';
import { CHEF_ADMIN_MESSAGES, type AdminPageDto, type ChefDto } from '@chefs/contracts';
import { EntityIdPipe } from '@chefs/server-core';
import { PageQuery } from '../common/page-query';
import { AdminChefsService } from './admin-chefs.service';
import { CreateChefDto } from './dto/create-chef.dto';

@ApiTags('admin')
@Controller()
export class AdminChefsController {
  constructor(private readonly chefs: AdminChefsService) {}

  /** Every chef, a page at a time, those awaiting approval first. */
  @Get('api/admin/chefs')
  @Roles('admin')
  list(@Query() query: PageQuery): Promise<AdminPageDto<ChefDto>> {
    return this.chefs.list(query);
  }

  /** Approves a chef: 404 unknown, 409 already approved. */
  @Patch('api/admin/chefs/:id/approve')
  @Roles('admin')
  approve(@Param('id', new EntityIdPipe(CHEF_ADMIN_MESSAGES.notFound)) id: number): Promise<ChefDto> {
    return this.chefs.approve(id);
  }

  /** The Add Chef dialog (201): approved at once. */
  @Post('api/chefs')
  @Roles('admin')
  create(@Body() body: CreateChefDto): Promise<ChefDto> {
    return this.chefs.create(body);
  }
}
