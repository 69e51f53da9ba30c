import { Body, Controller, Get, Header, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '@chefs/auth';
import { CHEF_ADMIN_MESSAGES, type AdminPageDto, type ChefDto } from '@chefs/contracts';
import { EntityIdPipe } from '@chefs/server-core';
import { JSON_CONTENT_TYPE, type JsonText } from '../common/page-rows';
import { AdminChefsService } from './admin-chefs.service';
import { ListAdminChefsQuery } from './dto/admin-chefs.query';
import { CreateChefDto } from './dto/create-chef.dto';

@ApiTags('admin')
@Controller()
export class AdminChefsController {
  constructor(private readonly chefs: AdminChefsService) {}

  /** The chefs, a page at a time, those awaiting approval first; by approval state and name or e-mail. */
  @Get('api/admin/chefs')
  @Roles('admin')
  @Header('content-type', JSON_CONTENT_TYPE)
  list(@Query() query: ListAdminChefsQuery): Promise<JsonText<AdminPageDto<ChefDto>>> {
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
