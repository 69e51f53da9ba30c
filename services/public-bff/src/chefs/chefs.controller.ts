import { Controller, Get, Param, Query } from '@nestjs/common';
import { EntityIdPipe } from '@chefs/server-core';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@chefs/auth';
import type { ChefDto, Page } from '@chefs/contracts';
import { PublicCache } from '../http-cache/public-cache';
import { CHEF_NOT_FOUND, ChefsService } from './chefs.service';
import { ChefListQueryDto } from './dto/chef-list-query.dto';

@ApiTags('chefs')
@Controller('api/chefs')
export class ChefsController {
  constructor(private readonly chefs: ChefsService) {}

  /** Approved, active chefs with their rating and number of bookings, a page at a time (docs/paging.md). */
  @Get()
  @Public()
  @PublicCache(['chefs'])
  list(@Query() query: ChefListQueryDto): Promise<Page<ChefDto>> {
    return this.chefs.list(query);
  }

  @Get(':id')
  @Public()
  @PublicCache(['chefs'])
  get(@Param('id', new EntityIdPipe(CHEF_NOT_FOUND)) id: number): Promise<ChefDto> {
    return this.chefs.getVisible(id);
  }
}
