import { ApiHideProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import {
  BOOKING_RULES as R,
  MESSAGES,
  type CreateBookingRequest,
  type NumberRule,
  type ServiceType,
  type TimeSlot,
} from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

/**
 * A chef id: what the booking form's route carries. A whole number, else 400; one that names
 * no bookable chef, past the int4 ids included, is 404 "Chef Not Found" (BookingCreationService).
 */
const CHEF_ID_RULE: NumberRule = {
  kind: 'number',
  integer: true,
  message: MESSAGES.booking.chefNotFound,
};

/** POST /api/bookings: the booking form (docs/product.md §5) with its exact messages, plus the time slot. */
export class CreateBookingDto implements CreateBookingRequest {
  @FollowsRule(CHEF_ID_RULE) chefId: number;
  @FollowsRule(R.serviceType) serviceType: ServiceType;
  @FollowsRule(R.eventDate) eventDate: string;
  @FollowsRule(R.eventTime) eventTime: TimeSlot;
  @FollowsRule(R.guestCount) guestCount: number;
  @FollowsRule(R.clientName) clientName: string;
  @FollowsRule(R.clientEmail) clientEmail: string;
  @FollowsRule(R.clientPhone) clientPhone?: string;
  @FollowsRule(R.clientAddress) clientAddress: string;
  @FollowsRule(R.specialRequests) specialRequests?: string;

  /** The browser's total: accepted so the spec's payload posts as it is, never read (docs/decisions.md). */
  @Allow() @ApiHideProperty() totalAmount?: number;
}
