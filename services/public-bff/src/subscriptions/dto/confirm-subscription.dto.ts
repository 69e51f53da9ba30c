import { CONFIRM_SUBSCRIPTION_RULES, type ConfirmSubscriptionRequest } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

export class ConfirmSubscriptionDto implements ConfirmSubscriptionRequest {
  @FollowsRule(CONFIRM_SUBSCRIPTION_RULES.token) token: string;
}
