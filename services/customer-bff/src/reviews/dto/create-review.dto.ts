import { REVIEW_RULES as R, type CreateReviewRequest } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';
import { BOOKING_ID_RULE } from '../../bookings/dto/booking-id.rule';

/** POST /api/reviews: 1 to 5 stars and a comment on a completed booking of the caller's. */
export class CreateReviewDto implements CreateReviewRequest {
  @FollowsRule(BOOKING_ID_RULE) bookingId: number;
  @FollowsRule(R.rating) rating: number;
  @FollowsRule(R.comment) comment: string;
}
