import {
  SCHEDULE_REQUEST_RULES as R,
  type CreateScheduleRequest,
  type RecurringFrequency,
  type TimeSlot,
} from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

/** POST /api/schedule-requests: the schedule page's Continue (docs/product.md §5 Other: a date and a time slot). */
export class CreateScheduleRequestDto implements CreateScheduleRequest {
  @FollowsRule(R.bookingType) bookingType: 'single' | 'recurring';
  @FollowsRule(R.recurringFrequency) recurringFrequency?: RecurringFrequency | null;
  @FollowsRule(R.dates) dates: string[];
  @FollowsRule(R.timeSlot) timeSlot: TimeSlot;
  @FollowsRule(R.notes) notes?: string;
}
