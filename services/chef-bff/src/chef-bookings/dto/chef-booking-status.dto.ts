import { CHEF_MESSAGES, CHEF_STATUS_TARGETS, type ChefStatusTarget, type ChoiceRule } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

const STATUS_RULE: ChoiceRule = { kind: 'choice', values: CHEF_STATUS_TARGETS, message: CHEF_MESSAGES.statusInvalid };

/** PATCH /api/bookings/:id/status {status}: Accept (confirmed) or Decline (cancelled). */
export class ChefBookingStatusDto {
  @FollowsRule(STATUS_RULE) status!: ChefStatusTarget;
}
