import { Module } from '@nestjs/common';
import { AdminScheduleRequestsController } from './admin-schedule-requests.controller';
import { AdminScheduleRequestsService } from './admin-schedule-requests.service';

/** GET /api/admin/schedule-requests. */
@Module({ controllers: [AdminScheduleRequestsController], providers: [AdminScheduleRequestsService] })
export class AdminScheduleRequestsModule {}
