import { type RecipeDto } from '@chefs/contracts';
import { RecipeCard } from '@chefs/ui';
import { type Ref } from 'react';
import { Link } from 'react-router';
import { recipeHref } from './recipe-catalogue';

/** Recipe cards linking to /recipes/{slug}; their titles are headings one level below the section's. */
export function RecipeGrid({
  recipes,
  label,
  headingLevel = 3,
  ref,
}: {
  recipes: readonly RecipeDto[];
  label: string;
  headingLevel?: 2 | 3;
  ref?: Ref<HTMLUListElement>;
}) {
  return (
    <ul ref={ref} aria-label={label} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {recipes.map((recipe) => (
        <li key={recipe.id}>
          <RecipeCard recipe={recipe} href={recipeHref(recipe)} linkComponent={Link} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
