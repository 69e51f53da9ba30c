import { useRecipes } from '@chefs/api-client';
import { buttonClasses, Container, EmptyState, ErrorState } from '@chefs/ui';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { hubRecipes } from '../recipes/recipe-catalogue';
import { RecipeGrid } from '../recipes/RecipeGrid';
import { RecipeGridSkeleton } from '../recipes/RecipeGridSkeleton';
import { SectionIntro } from './SectionIntro';

/** Spec §9: the landing page shows up to 6 recipes, none from fine_dining. */
export const LANDING_RECIPE_LIMIT = 6;

export function RecipeHub() {
  const recipes = useRecipes();
  const shown = recipes.data ? hubRecipes(recipes.data).slice(0, LANDING_RECIPE_LIMIT) : [];
  return (
    <section id="recipes" aria-labelledby="recipe-hub-title" className="scroll-mt-20 py-16 sm:py-20">
      <Container>
        <SectionIntro
          eyebrow="Recipe hub"
          title="Recipes for busy weeknights"
          titleId="recipe-hub-title"
          description="Meal prep, quick dinners and comfort food from our chefs' own kitchens."
          action={
            <Link to="/recipes" className={buttonClasses({ variant: 'outline' })}>
              All recipes
            </Link>
          }
        />
        {recipes.isPending ? (
          <RecipeGridSkeleton count={LANDING_RECIPE_LIMIT} />
        ) : recipes.isError ? (
          <ErrorState title="We couldn't load our recipes" onRetry={() => void recipes.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<BookOpen className="h-6 w-6" />}
            title="New recipes are on their way"
            description="Our chefs are writing them now. Subscribe below and we'll send them to you."
          />
        ) : (
          <RecipeGrid recipes={shown} label="Featured recipes" />
        )}
      </Container>
    </section>
  );
}
