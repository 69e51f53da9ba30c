import { aRecipe } from '@chefs/api-client/testing';
import { dishHref, findDishBySlug, fineDiningDishes, searchDishes } from './dish-catalogue';

const recipes = [
  aRecipe({ id: 1, title: 'Pan-Seared Scallops with Brown Butter Cauliflower Purée', category: 'fine_dining' }),
  aRecipe({ id: 2, title: 'Lemon Herb Chicken', category: 'quick_dinners' }),
  aRecipe({
    id: 3,
    title: 'Duck Breast, Cherry & Port',
    description: 'Crisp skin, rosy inside.',
    category: 'fine_dining',
  }),
];

describe('dish catalogue', () => {
  it('is the fine_dining recipes only', () => {
    expect(fineDiningDishes(recipes).map((d) => d.id)).toEqual([1, 3]);
  });

  it('matches the slug: lower case, every run of non-alphanumerics one hyphen, accents dropped', () => {
    expect(dishHref(recipes[0])).toBe('/meals/pan-seared-scallops-with-brown-butter-cauliflower-puree');
    expect(findDishBySlug(recipes, 'duck-breast-cherry-port')?.id).toBe(3);
    expect(findDishBySlug(recipes, 'pan-seared-scallops-with-brown-butter-cauliflower-puree')?.id).toBe(1);
  });

  it('finds no dish for an unknown slug or an everyday recipe', () => {
    expect(findDishBySlug(recipes, 'lobster-risotto')).toBeUndefined();
    expect(findDishBySlug(recipes, 'lemon-herb-chicken')).toBeUndefined();
  });

  it('searches names and descriptions in any case', () => {
    const dishes = fineDiningDishes(recipes);
    expect(searchDishes(dishes, 'ROSY').map((d) => d.id)).toEqual([3]);
    expect(searchDishes(dishes, 'scallops').map((d) => d.id)).toEqual([1]);
    expect(searchDishes(dishes, '')).toHaveLength(2);
    expect(searchDishes(dishes, 'tiramisu')).toEqual([]);
  });
});
