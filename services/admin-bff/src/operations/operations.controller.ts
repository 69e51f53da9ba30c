import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '@chefs/auth';
import type { AdminOperationsDto } from '@chefs/contracts';
import { APP_CONFIG } from '@chefs/server-core';
import { QUEUE_DASHBOARD_PATH } from '../queue-dashboard/queue-dashboard.guard';
import type { AdminBffConfig } from '../app';

/** Links of the admin dashboard to the operators' tools. */
@ApiTags('admin')
@Controller('api/admin/operations')
export class OperationsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AdminBffConfig) {}

  @Get()
  @Roles('admin')
  get(): AdminOperationsDto {
    return { queueDashboardUrl: QUEUE_DASHBOARD_PATH, mailViewerUrl: this.config.mailViewerUrl };
  }
}
