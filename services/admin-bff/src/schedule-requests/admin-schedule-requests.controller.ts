import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '@chefs/auth';
import type { AdminPageDto, AdminScheduleRequestDto } from '@chefs/contracts';
import { PageQuery } from '../common/page-query';
import { AdminScheduleRequestsService } from './admin-schedule-requests.service';

@ApiTags('admin')
@Controller('api/admin/schedule-requests')
export class AdminScheduleRequestsController {
  constructor(private readonly requests: AdminScheduleRequestsService) {}

  /** The open schedule requests from /schedule, a page at a time. */
  @Get()
  @Roles('admin')
  list(@Query() query: PageQuery): Promise<AdminPageDto<AdminScheduleRequestDto>> {
    return this.requests.listOpen(query);
  }
}
