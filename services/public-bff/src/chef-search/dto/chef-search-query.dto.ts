import { CHEF_SEARCH_RULES as R, type ChefSearchQuery } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';
import { ChefListQueryDto } from '../../chefs/dto/chef-list-query.dto';

/** ?zip=&cuisine=&date= of the landing search bar (a blank filter is no filter), with the list's order and paging. */
export class ChefSearchQueryDto extends ChefListQueryDto implements ChefSearchQuery {
  @FollowsRule(R.zip) zip?: string;
  @FollowsRule(R.cuisine) cuisine?: string;
  @FollowsRule(R.date) date?: string;
}
