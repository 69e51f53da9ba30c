import { Body, Controller, Get, Header, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type SessionUser } from '@chefs/auth';
import {
  APPLICATION_DECISION_MESSAGES,
  type AdminApplicationDto,
  type AdminApplicationPageDto,
} from '@chefs/contracts';
import { EntityIdPipe } from '@chefs/server-core';
import { JSON_CONTENT_TYPE, type JsonText } from '../common/page-rows';
import { AdminApplicationsService } from './admin-applications.service';
import { ListAdminApplicationsQuery } from './dto/admin-applications.query';
import { UpdateApplicationDto } from './dto/update-application.dto';

@ApiTags('admin')
@Controller('api/admin/applications')
export class AdminApplicationsController {
  constructor(private readonly applications: AdminApplicationsService) {}

  /** The chef applications, newest first, a page at a time; by status. */
  @Get()
  @Roles('admin')
  @Header('content-type', JSON_CONTENT_TYPE)
  list(@Query() query: ListAdminApplicationsQuery): Promise<JsonText<AdminApplicationPageDto>> {
    return this.applications.list(query);
  }

  /** Approve (creates the chef profile, role chef), mark under review, or reject with a reason. */
  @Patch(':id')
  @Roles('admin')
  decide(
    @CurrentUser() user: SessionUser,
    @Param('id', new EntityIdPipe(APPLICATION_DECISION_MESSAGES.notFound)) id: number,
    @Body() body: UpdateApplicationDto,
  ): Promise<AdminApplicationDto> {
    return this.applications.decide(user, id, body);
  }
}
