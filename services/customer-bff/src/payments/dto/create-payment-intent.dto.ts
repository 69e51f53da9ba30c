import { ApiHideProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import type { CreatePaymentIntentRequest } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';
import { BOOKING_ID_RULE } from '../../bookings/dto/booking-id.rule';

/** POST /api/create-payment-intent: only the booking; the amount is the booking's. */
export class CreatePaymentIntentDto implements CreatePaymentIntentRequest {
  @FollowsRule(BOOKING_ID_RULE) bookingId: number;

  /** The spec's `amount` from the browser: accepted so older clients still post, never read. */
  @Allow() @ApiHideProperty() amount?: number;
}
