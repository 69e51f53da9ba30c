import { type RecipeDto } from '@chefs/contracts';
import { EmptyState, RecipeCard } from '@chefs/ui';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { HomeCardGrid } from './HomeCardGrid';
import { HomeSection } from './HomeSection';

export function HomeRecipes({ recipes }: { recipes: RecipeDto[] }) {
  return (
    <HomeSection id="recipes" title="Fresh Recipes" seeAll={{ to: '/recipes', label: 'All Recipes' }}>
      <HomeCardGrid
        items={recipes}
        empty={
          <EmptyState
            icon={<BookOpen className="h-6 w-6" />}
            title="No recipes yet"
            description="New recipes from our chefs are on their way."
          />
        }
      >
        {(recipe) => <RecipeCard recipe={recipe} href={`/recipes/${recipe.slug}`} linkComponent={Link} />}
      </HomeCardGrid>
    </HomeSection>
  );
}
