import { type RecipeDto } from '@chefs/contracts';
import { dishSlug } from '@chefs/domain';
import { isFineDining, matchesSearch } from '../recipes/recipe-catalogue';

/** The Chef's Collection: the published fine_dining recipes, in the API's order. */
export function fineDiningDishes(recipes: readonly RecipeDto[]): RecipeDto[] {
  return recipes.filter(isFineDining);
}

/** /meals search: title or description, any case. */
export function searchDishes(dishes: readonly RecipeDto[], search: string): RecipeDto[] {
  return dishes.filter((d) => matchesSearch(d, search));
}

/** /meals/:slug: the fine-dining dish whose title makes that slug (non-alphanumerics to hyphens). */
export function findDishBySlug(recipes: readonly RecipeDto[], slug: string | undefined): RecipeDto | undefined {
  if (!slug) return undefined;
  const wanted = slug.toLowerCase();
  return fineDiningDishes(recipes).find((d) => dishSlug(d.title) === wanted);
}

export const dishHref = (dish: Pick<RecipeDto, 'title'>): string => `/meals/${dishSlug(dish.title)}`;
