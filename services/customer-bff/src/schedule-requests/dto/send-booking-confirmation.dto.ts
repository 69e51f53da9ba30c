import { ApiHideProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { type NumberRule, type PendingBooking, type SendBookingConfirmationRequest } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';
import { SCHEDULE_REQUEST_NOT_FOUND } from '../schedule-requests.service';

/** A whole number, else 400; one that names no request of the caller's is 404 (ScheduleRequestsService). */
const REQUEST_ID_RULE: NumberRule = {
  kind: 'number',
  integer: true,
  message: SCHEDULE_REQUEST_NOT_FOUND,
};

/** POST /api/send-booking-confirmation: which saved request to confirm by e-mail. */
export class SendBookingConfirmationDto implements SendBookingConfirmationRequest {
  @FollowsRule(REQUEST_ID_RULE) requestId: number;

  /** The browser's copy of the request: accepted, never read (the saved request is the truth). */
  @Allow() @ApiHideProperty() bookingData?: PendingBooking;
  /** Accepted, never read: the e-mail goes to the signed-in user's own address. */
  @Allow() @ApiHideProperty() userEmail?: string;
}
