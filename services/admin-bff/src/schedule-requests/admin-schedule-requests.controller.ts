import { Body, Controller, Get, Header, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type SessionUser } from '@chefs/auth';
import {
  SCHEDULE_REQUEST_ADMIN_MESSAGES as M,
  type AdminPageDto,
  type AdminScheduleRequestDto,
} from '@chefs/contracts';
import { EntityIdPipe } from '@chefs/server-core';
import { JSON_CONTENT_TYPE, type JsonText } from '../common/page-rows';
import { AdminScheduleRequestsService } from './admin-schedule-requests.service';
import { ListAdminScheduleRequestsQuery } from './dto/admin-schedule-requests.query';
import { UpdateScheduleRequestDto } from './dto/update-schedule-request.dto';

@ApiTags('admin')
@Controller('api/admin/schedule-requests')
export class AdminScheduleRequestsController {
  constructor(private readonly requests: AdminScheduleRequestsService) {}

  /** The schedule requests from /schedule, a page at a time: the open ones, or (`status=closed`) the handled ones. */
  @Get()
  @Roles('admin')
  @Header('content-type', JSON_CONTENT_TYPE)
  list(@Query() query: ListAdminScheduleRequestsQuery): Promise<JsonText<AdminPageDto<AdminScheduleRequestDto>>> {
    return this.requests.list(query);
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
