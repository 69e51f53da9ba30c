import {
  CATALOGUE_LIMIT_RULE,
  CURSOR_RULE,
  RECIPE_LIST_RULES as R,
  type RecipeCategory,
  type RecipeCollection,
  type RecipeListQuery,
} from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

/** ?collection=&category=&q=&slug=&limit=&cursor= of GET /api/recipes (limit 1 to 50, 400 beyond). */
export class RecipeListQueryDto implements RecipeListQuery {
  @FollowsRule(R.collection) collection?: RecipeCollection;
  @FollowsRule(R.category) category?: RecipeCategory;
  @FollowsRule(R.q) q?: string;
  @FollowsRule(R.slug) slug?: string;
  @FollowsRule(CATALOGUE_LIMIT_RULE) limit?: number;
  @FollowsRule(CURSOR_RULE) cursor?: string;
}
