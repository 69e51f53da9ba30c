import { type RecipeDto } from '@chefs/contracts';
import { buttonClasses, EmptyState, RecipeCard } from '@chefs/ui';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { HomeSection } from './HomeSection';

export function HomeRecipes({ recipes }: { recipes: RecipeDto[] }) {
  return (
    <HomeSection
      id="recipes"
      title="Fresh Recipes"
      action={
        <Link to="/recipes" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          All Recipes
        </Link>
      }
    >
      {recipes.length === 0 ? (
        <EmptyState
          icon={<BookOpen className="h-6 w-6" />}
          title="No recipes yet"
          description="New recipes from our chefs are on their way."
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {recipes.slice(0, 3).map((recipe) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} href={`/recipes/${recipe.slug}`} linkComponent={Link} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
