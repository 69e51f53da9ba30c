import { type RecipeDto } from '@chefs/contracts';
import { RecipeCard } from '@chefs/ui';
import { Link } from 'react-router';
import { recipeHref } from './recipe-catalogue';

/** Recipe cards linking to /recipes/{slug}. */
export function RecipeGrid({ recipes, label }: { recipes: readonly RecipeDto[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {recipes.map((recipe) => (
        <li key={recipe.id}>
          <RecipeCard recipe={recipe} href={recipeHref(recipe)} linkComponent={Link} />
        </li>
      ))}
    </ul>
  );
}
