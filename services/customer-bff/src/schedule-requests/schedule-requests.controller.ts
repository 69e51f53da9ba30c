import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type SessionUser } from '@chefs/auth';
import type { ScheduleRequestDto, SendBookingConfirmationResponse } from '@chefs/contracts';
import { CreateScheduleRequestDto } from './dto/create-schedule-request.dto';
import { SendBookingConfirmationDto } from './dto/send-booking-confirmation.dto';
import { ScheduleRequestsService } from './schedule-requests.service';

@ApiTags('schedule requests')
@Controller('api')
export class ScheduleRequestsController {
  constructor(private readonly requests: ScheduleRequestsService) {}

  /** Saves the schedule page's request for the signed-in customer (201). */
  @Post('schedule-requests')
  @Roles('customer')
  create(@CurrentUser() user: SessionUser, @Body() body: CreateScheduleRequestDto): Promise<ScheduleRequestDto> {
    return this.requests.create(user.id, body);
  }

  /** Queues the "request received" e-mail of one of the caller's requests, once per request. */
  @Post('send-booking-confirmation')
  @HttpCode(200)
  @Roles('customer')
  sendConfirmation(
    @CurrentUser() user: SessionUser,
    @Body() body: SendBookingConfirmationDto,
  ): Promise<SendBookingConfirmationResponse> {
    return this.requests.sendConfirmation(user, body.requestId);
  }
}
