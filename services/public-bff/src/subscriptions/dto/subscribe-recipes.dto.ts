import { SUBSCRIBE_RECIPES_RULES, type SubscribeRecipesRequest } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

export class SubscribeRecipesDto implements SubscribeRecipesRequest {
  @FollowsRule(SUBSCRIBE_RECIPES_RULES.email) email: string;
}
