import { Controller, Get, Param } from '@nestjs/common';
import { EntityIdPipe } from '@chefs/server-core';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@chefs/auth';
import type { ChefDto } from '@chefs/contracts';
import { PublicCache } from '../http-cache/public-cache';
import { CHEF_NOT_FOUND, ChefsService } from './chefs.service';

@ApiTags('chefs')
@Controller('api/chefs')
export class ChefsController {
  constructor(private readonly chefs: ChefsService) {}

  /** Approved, active chefs with their rating and number of bookings. */
  @Get()
  @Public()
  @PublicCache()
  list(): Promise<ChefDto[]> {
    return this.chefs.listVisible();
  }

  @Get(':id')
  @Public()
  @PublicCache()
  get(@Param('id', new EntityIdPipe(CHEF_NOT_FOUND)) id: number): Promise<ChefDto> {
    return this.chefs.getVisible(id);
  }
}
