import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type SessionUser } from '@chefs/auth';
import {
  SCHEDULE_REQUEST_ADMIN_MESSAGES as M,
  type AdminPageDto,
  type AdminScheduleRequestDto,
} from '@chefs/contracts';
import { EntityIdPipe } from '@chefs/server-core';
import { PageQuery } from '../common/page-query';
import { AdminScheduleRequestsService } from './admin-schedule-requests.service';
import { UpdateScheduleRequestDto } from './dto/update-schedule-request.dto';

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

  /** Marks an open request handled, recording the admin and the time (404 unknown, 409 already handled). */
  @Patch(':id')
  @Roles('admin')
  update(
    @CurrentUser() user: SessionUser,
    @Param('id', new EntityIdPipe(M.notFound)) id: number,
    @Body() _body: UpdateScheduleRequestDto,
  ): Promise<AdminScheduleRequestDto> {
    return this.requests.markHandled(user, id);
  }
}
