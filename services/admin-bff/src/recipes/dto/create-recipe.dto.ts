import { ApiHideProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import {
  ADMIN_RECIPE_RULES as R,
  type CreateRecipeRequest,
  type Difficulty,
  type RecipeCategory,
} from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

/** POST /api/recipes: the Add Recipe dialog, every field required. */
export class CreateRecipeDto implements CreateRecipeRequest {
  @FollowsRule(R.title) title: string;
  @FollowsRule(R.description) description: string;
  @FollowsRule(R.category) category: RecipeCategory;
  @FollowsRule(R.difficulty) difficulty: Difficulty;
  @FollowsRule(R.prepTime) prepTime: number;
  @FollowsRule(R.cookingTime) cookingTime: number;
  @FollowsRule(R.servings) servings: number;
  @FollowsRule(R.ingredients) ingredients: string[];
  @FollowsRule(R.instructions) instructions: string[];

  /** The spec's payload sends `isPublished: true`: accepted, never read (admin recipes are published at once). */
  @Allow() @ApiHideProperty() isPublished?: boolean;
}
