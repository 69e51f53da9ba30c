import { CHEF_SEARCH_RULES as R, type ChefSearchQuery } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

/** ?zip=&cuisine=&date= of the landing search bar; a blank filter is no filter. */
export class ChefSearchQueryDto implements ChefSearchQuery {
  @FollowsRule(R.zip) zip?: string;
  @FollowsRule(R.cuisine) cuisine?: string;
  @FollowsRule(R.date) date?: string;
}
