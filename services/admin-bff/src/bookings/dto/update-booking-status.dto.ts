import {
  ADMIN_MESSAGES,
  BOOKING_STATUSES,
  type BookingStatus,
  type ChoiceRule,
  type UpdateBookingStatusRequest,
} from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

const STATUS_RULE: ChoiceRule = { kind: 'choice', values: BOOKING_STATUSES, message: ADMIN_MESSAGES.bookingStatus };

/** PATCH /api/admin/bookings/:id/status */
export class UpdateBookingStatusDto implements UpdateBookingStatusRequest {
  @FollowsRule(STATUS_RULE) status: BookingStatus;
}
