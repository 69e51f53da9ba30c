import { useRecipes } from '@chefs/api-client';
import { Container, ErrorState } from '@chefs/ui';
import { useParams } from 'react-router';
import { DetailSkeleton } from './DetailSkeleton';
import { ItemNotFound } from './ItemNotFound';
import { findRecipeBySlug } from './recipe-catalogue';
import { RecipeDetail } from './RecipeDetail';

/** /recipes/:slug: the recipe whose title makes the slug, matched on the client (spec §7). */
export function RecipeDetailPage() {
  const { slug } = useParams();
  const recipes = useRecipes();
  if (recipes.isPending) return <DetailSkeleton label="Loading recipe…" />;
  if (recipes.isError) {
    return (
      <Container className="py-16">
        <h1 className="sr-only">Recipe</h1>
        <ErrorState title="We couldn't load this recipe" onRetry={() => void recipes.refetch()} />
      </Container>
    );
  }
  const recipe = findRecipeBySlug(recipes.data, slug);
  if (!recipe) {
    return (
      <ItemNotFound
        title="Recipe Not Found"
        description="We couldn't find that recipe. It may have been renamed or taken down."
        backTo="/recipes"
        backLabel="Back to Recipes"
      />
    );
  }
  return <RecipeDetail recipe={recipe} />;
}
