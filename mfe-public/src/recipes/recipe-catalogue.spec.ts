import { aRecipe } from '@chefs/api-client/testing';
import {
  filterRecipes,
  findRecipeBySlug,
  hubRecipes,
  readNutrition,
  recipeCategories,
  recipeHref,
} from './recipe-catalogue';

const recipes = [
  aRecipe({ id: 1, title: 'Lemon Herb Chicken', description: 'Bright weeknight chicken.', category: 'quick_dinners' }),
  aRecipe({ id: 2, title: "Mom's Chicken & Rice", description: 'A cozy one-pot supper.', category: 'comfort_food' }),
  aRecipe({ id: 3, title: 'Quinoa Power Salad', description: 'Lemony greens and grains.', category: 'healthy' }),
  aRecipe({ id: 4, title: 'Beef Wellington', description: 'Lemon-free showpiece.', category: 'fine_dining' }),
];

describe('recipe catalogue', () => {
  it('keeps fine_dining out of the hub', () => {
    expect(hubRecipes(recipes).map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it("offers only the hub's own categories, in the catalogue's order", () => {
    expect(recipeCategories(recipes)).toEqual(['quick_dinners', 'healthy', 'comfort_food']);
  });

  it('searches titles and descriptions in any case, never showing fine_dining', () => {
    expect(filterRecipes(recipes, { search: 'LEMON', category: 'all' }).map((r) => r.id)).toEqual([1, 3]);
    expect(filterRecipes(recipes, { search: '  one-pot ', category: 'all' }).map((r) => r.id)).toEqual([2]);
    expect(filterRecipes(recipes, { search: 'wellington', category: 'all' })).toEqual([]);
  });

  it('narrows to one category, combined with the search', () => {
    expect(filterRecipes(recipes, { search: '', category: 'healthy' }).map((r) => r.id)).toEqual([3]);
    expect(filterRecipes(recipes, { search: 'chicken', category: 'comfort_food' }).map((r) => r.id)).toEqual([2]);
    expect(filterRecipes(recipes, { search: '', category: 'fine_dining' })).toEqual([]);
  });

  it('finds a recipe by the slug of its title (punctuation dropped), fine_dining included', () => {
    expect(findRecipeBySlug(recipes, 'moms-chicken-rice')?.id).toBe(2);
    expect(findRecipeBySlug(recipes, 'Lemon-Herb-Chicken')?.id).toBe(1);
    expect(findRecipeBySlug(recipes, 'beef-wellington')?.id).toBe(4);
    expect(findRecipeBySlug(recipes, 'moms-chicken-and-rice')).toBeUndefined();
    expect(findRecipeBySlug(recipes, undefined)).toBeUndefined();
    expect(recipeHref(recipes[1])).toBe('/recipes/moms-chicken-rice');
  });

  it('reads nutrition given as an object or a JSON string, and nothing else', () => {
    expect(readNutrition({ calories: 400 })).toEqual({ calories: 400 });
    expect(readNutrition('{"protein":"30g"}')).toEqual({ protein: '30g' });
    expect(readNutrition('not json')).toEqual({});
    expect(readNutrition(null)).toEqual({});
    expect(readNutrition([1, 2])).toEqual({});
  });
});
