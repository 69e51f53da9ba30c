import {
  CATALOGUE_LIMIT_RULE,
  CHEF_LIST_RULES as R,
  CURSOR_RULE,
  type ChefListQuery,
  type ChefSort,
} from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

/** ?sort=&maxPrice=&minRating=&limit=&cursor= of the chef lists (limit 1 to 50, 400 beyond). */
export class ChefListQueryDto implements ChefListQuery {
  @FollowsRule(R.sort) sort?: ChefSort;
  @FollowsRule(R.maxPrice) maxPrice?: number;
  @FollowsRule(R.minRating) minRating?: number;
  @FollowsRule(CATALOGUE_LIMIT_RULE) limit?: number;
  @FollowsRule(CURSOR_RULE) cursor?: string;
}
