import { useRecipes } from '@chefs/api-client';
import { Container, ErrorState } from '@chefs/ui';
import { useParams } from 'react-router';
import { DetailSkeleton } from '../recipes/DetailSkeleton';
import { ItemNotFound } from '../recipes/ItemNotFound';
import { findDishBySlug } from './dish-catalogue';
import { DishDetail } from './DishDetail';

/** /meals/:slug: the fine-dining dish whose title makes the slug. */
export function DishDetailPage() {
  const { slug } = useParams();
  const recipes = useRecipes();
  if (recipes.isPending) return <DetailSkeleton label="Loading dish…" />;
  if (recipes.isError) {
    return (
      <Container className="py-16">
        <h1 className="sr-only">Dish</h1>
        <ErrorState title="We couldn't load this dish" onRetry={() => void recipes.refetch()} />
      </Container>
    );
  }
  const dish = findDishBySlug(recipes.data, slug);
  if (!dish) {
    return (
      <ItemNotFound
        title="Dish Not Found"
        description="We couldn't find that dish in the Chef's Collection."
        backTo="/meals"
        backLabel="Back to Chef's Collection"
      />
    );
  }
  return <DishDetail dish={dish} />;
}
