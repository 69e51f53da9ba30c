import { RECIPE_CATEGORIES, type NutritionInfo, type RecipeCategory, type RecipeDto } from '@chefs/contracts';
import { recipeSlug } from '@chefs/domain';

/** The category of the Chef's Collection: shown on /meals, never in the recipe hub. */
const FINE_DINING: RecipeCategory = 'fine_dining';
/** The category filter's "every category" value (docs/product.md §2). */
export const ALL_CATEGORIES = 'all';

export const isFineDining = (recipe: Pick<RecipeDto, 'category'>): boolean => recipe.category === FINE_DINING;

/** The hub's categories, in the catalogue's order: the category filter's options. */
export const HUB_CATEGORIES: readonly RecipeCategory[] = RECIPE_CATEGORIES.filter((c) => c !== FINE_DINING);

/** The recipe hub's recipes: everything but fine_dining, in the API's order. */
export function hubRecipes(recipes: readonly RecipeDto[]): RecipeDto[] {
  return recipes.filter((r) => !isFineDining(r));
}

/** The filter's options: the categories the hub's recipes use, in the catalogue's order. */
export function recipeCategories(recipes: readonly RecipeDto[]): RecipeCategory[] {
  const used = new Set(hubRecipes(recipes).map((r) => r.category));
  return RECIPE_CATEGORIES.filter((c) => used.has(c));
}

/** The hub's empty message (docs/product.md §2). */
export const NO_RECIPES_FOUND = 'No recipes found matching your search.';

/** The list's status line: "Showing the first 12 recipes" while there are more, "1 recipe", "3 recipes", or the empty message. */
export function recipeCount(count: number, more: boolean): string {
  if (count === 0) return NO_RECIPES_FOUND;
  if (more) return `Showing the first ${count} recipes`;
  return count === 1 ? '1 recipe' : `${count} recipes`;
}

/** Case-insensitive match of the trimmed search on the title or the description. */
export function matchesSearch(recipe: Pick<RecipeDto, 'title' | 'description'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return recipe.title.toLowerCase().includes(needle) || recipe.description.toLowerCase().includes(needle);
}

export interface RecipeFilter {
  search: string;
  /** A category, or "all". */
  category: string;
}

/** /recipes: fine_dining excluded, then the search and the category filter. */
export function filterRecipes(recipes: readonly RecipeDto[], { search, category }: RecipeFilter): RecipeDto[] {
  return hubRecipes(recipes).filter(
    (r) => (category === ALL_CATEGORIES || r.category === category) && matchesSearch(r, search),
  );
}

/** /recipes/:slug: the recipe whose title makes that slug (docs/product.md §2), fine_dining included. */
export function findRecipeBySlug(recipes: readonly RecipeDto[], slug: string | undefined): RecipeDto | undefined {
  if (!slug) return undefined;
  const wanted = slug.toLowerCase();
  return recipes.find((r) => recipeSlug(r.title) === wanted);
}

/** Where a recipe card leads. */
export const recipeHref = (recipe: Pick<RecipeDto, 'title'>): string => `/recipes/${recipeSlug(recipe.title)}`;

/** nutritionInfo arrives as an object, or (docs/product.md §3) possibly as a JSON string; anything else is none. */
export function readNutrition(value: unknown): NutritionInfo {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
}
