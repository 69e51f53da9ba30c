import {
  ADMIN_FILTER_RULES,
  type AdminRecipesQuery,
  type RecipeCategory,
  type RecipePublicationState,
} from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';
import { PageQuery } from '../../common/page-query';

const R = ADMIN_FILTER_RULES.recipes;

/** GET /api/admin/recipes?page=&pageSize=&status=&category=&q= */
export class ListAdminRecipesQuery extends PageQuery implements AdminRecipesQuery {
  @FollowsRule(R.status) status?: RecipePublicationState;
  @FollowsRule(R.category) category?: RecipeCategory;
  @FollowsRule(R.q) q?: string;
}
