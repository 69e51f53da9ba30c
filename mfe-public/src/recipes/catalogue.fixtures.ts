// Test data for the catalogue screens' specs (never imported by the app).
import { aRecipe } from '@chefs/api-client/testing';
import { type RecipeCategory, type RecipeDto } from '@chefs/contracts';

const EVERYDAY: RecipeCategory[] = ['meal_prep', 'quick_dinners', 'healthy', 'comfort_food'];

/** `count` everyday recipes "Everyday Recipe 1…", cycling through the four hub categories. */
export function everydayRecipes(count: number, firstId = 1): RecipeDto[] {
  return Array.from({ length: count }, (_, i) =>
    aRecipe({
      id: firstId + i,
      title: `Everyday Recipe ${i + 1}`,
      description: `Everyday description ${i + 1}.`,
      category: EVERYDAY[i % EVERYDAY.length],
    }),
  );
}

/** `count` fine-dining dishes "Signature Dish 1…" with a wine pairing and a dessert. */
export function signatureDishes(count: number, firstId = 100): RecipeDto[] {
  return Array.from({ length: count }, (_, i) =>
    aRecipe({
      id: firstId + i,
      title: `Signature Dish ${i + 1}`,
      description: `A showpiece, number ${i + 1}.`,
      category: 'fine_dining',
      difficulty: 'hard',
      nutritionInfo: { wine_pairing: `Wine ${i + 1}`, dessert_suggestion: `Dessert ${i + 1}` },
    }),
  );
}
