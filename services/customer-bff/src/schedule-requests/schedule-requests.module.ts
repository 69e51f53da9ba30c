import { Module } from '@nestjs/common';
import { ScheduleRequestsController } from './schedule-requests.controller';
import { ScheduleRequestsService } from './schedule-requests.service';

/** POST /api/schedule-requests and POST /api/send-booking-confirmation. */
@Module({ controllers: [ScheduleRequestsController], providers: [ScheduleRequestsService] })
export class ScheduleRequestsModule {}
