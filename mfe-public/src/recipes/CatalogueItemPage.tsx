import { useRecipes } from '@chefs/api-client';
import { type RecipeDto } from '@chefs/contracts';
import { Container, ErrorState } from '@chefs/ui';
import { type ReactNode } from 'react';
import { useParams } from 'react-router';
import { DetailSkeleton } from './DetailSkeleton';
import { ItemNotFound, type ItemNotFoundProps } from './ItemNotFound';

export interface CatalogueItemPageProps {
  /** What the page shows, in the loading and error texts: "dish", "recipe". */
  noun: string;
  /** The item the route's :slug names, if any. */
  findBySlug: (recipes: readonly RecipeDto[], slug: string | undefined) => RecipeDto | undefined;
  notFound: ItemNotFoundProps;
  children: (item: RecipeDto) => ReactNode;
}

/** A /…/:slug page over the recipe catalogue: its loading, error and not-found states, then the item. */
export function CatalogueItemPage({ noun, findBySlug, notFound, children }: CatalogueItemPageProps) {
  const { slug } = useParams();
  const recipes = useRecipes();
  if (recipes.isPending) return <DetailSkeleton label={`Loading ${noun}…`} />;
  if (recipes.isError) {
    return (
      <Container className="py-16">
        <h1 className="sr-only">{noun.charAt(0).toUpperCase() + noun.slice(1)}</h1>
        <ErrorState title={`We couldn't load this ${noun}`} onRetry={() => void recipes.refetch()} />
      </Container>
    );
  }
  const item = findBySlug(recipes.data, slug);
  return item ? children(item) : <ItemNotFound {...notFound} />;
}
