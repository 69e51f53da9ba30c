import { SUBSCRIBE_RECIPES_RULES, type SubscribeRecipesRequest } from '@chefs/contracts';
import { FollowsRule } from '../../applications/dto/follows-rule.decorator';

export class SubscribeRecipesDto implements SubscribeRecipesRequest {
  @FollowsRule(SUBSCRIBE_RECIPES_RULES.email) email: string;
}
