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

/** The Chef's Collection before its first dish (docs/product.md §2). */
export const DISHES_COMING_SOON = 'Coming Soon';
/** A search no dish matches (docs/product.md §2). */
export const NO_DISHES_FOUND = 'No dishes found';

/** The list's status line: "Showing the first 12 dishes" while there are more, "1 dish", "3 dishes", or the empty message. */
export function dishCount(count: number, more: boolean, search: string): string {
  if (count === 0) return search === '' ? DISHES_COMING_SOON : NO_DISHES_FOUND;
  if (more) return `Showing the first ${count} dishes`;
  return count === 1 ? '1 dish' : `${count} dishes`;
}

/** /meals/:slug: the fine-dining dish whose title makes that slug (non-alphanumerics to hyphens). */
export function findDishBySlug(recipes: readonly RecipeDto[], slug: string | undefined): RecipeDto | undefined {
  if (!slug) return undefined;
  const wanted = slug.toLowerCase();
  return fineDiningDishes(recipes).find((d) => dishSlug(d.title) === wanted);
}

export const dishHref = (dish: Pick<RecipeDto, 'title'>): string => `/meals/${dishSlug(dish.title)}`;
