import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '@chefs/auth';
import type { AdminOverviewDto } from '@chefs/contracts';
import { OverviewService } from './overview.service';

@ApiTags('admin')
@Controller('api/admin/overview')
export class OverviewController {
  constructor(private readonly overview: OverviewService) {}

  @Get()
  @Roles('admin')
  get(): Promise<AdminOverviewDto> {
    return this.overview.overview();
  }
}
