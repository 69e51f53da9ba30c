import { useRecipesBySlug } from '@chefs/api-client';
import { type RecipeCollection, type RecipeDto } from '@chefs/contracts';
import { buttonClasses, Container, ErrorState, NotFoundState } from '@chefs/ui';
import { type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useRetryFocus } from '../common/useRetryFocus';
import { DetailSkeleton } from './DetailSkeleton';

/** What the page says when the slug matches nothing, and the way back to the list. */
interface CatalogueItemNotFound {
  title: string;
  description: string;
  backTo: string;
  backLabel: string;
}

export interface CatalogueItemPageProps {
  /** What the page shows, in the loading and error texts: "dish", "recipe". */
  noun: string;
  /** The part of the catalogue the page looks in (every published recipe when not given). */
  collection?: RecipeCollection;
  /** Makes the slug of a title (docs/decisions.md, "Slugs: one hyphen for each gap"). */
  slugOf: (text: string) => string;
  /** The item the route's :slug names among the server's candidates, if any. */
  findBySlug: (recipes: readonly RecipeDto[], slug: string | undefined) => RecipeDto | undefined;
  notFound: CatalogueItemNotFound;
  children: (item: RecipeDto) => ReactNode;
}

/** A /…/:slug page over the recipe catalogue (the server finds the candidates): loading, error, not found, then the item. */
export function CatalogueItemPage({
  noun,
  collection,
  slugOf,
  findBySlug,
  notFound,
  children,
}: CatalogueItemPageProps) {
  const { slug = '' } = useParams();
  // The same slug written another way (capitals, an accent, a double hyphen as the spec's rule read
  // letter by letter gives for "Chicken & Rice") goes to the address the product links to.
  const canonical = slugOf(slug);
  const moved = canonical !== slug && canonical !== '';
  const recipes = useRecipesBySlug(moved ? undefined : slug, collection);
  // "Try again" goes when the item comes: its title (the page's one h1) takes the focus.
  const retry = useRetryFocus(
    recipes.isSuccess,
    () => document.querySelector('main h1') ?? document.querySelector('h1'),
  );
  // Beside the route's own slug: /recipes/Foo goes to /recipes/foo, /meals/Foo to /meals/foo.
  if (moved) return <Navigate to={`../${canonical}`} relative="path" replace />;
  if (recipes.isPending) return <DetailSkeleton label={`Loading ${noun}…`} />;
  if (recipes.isError) {
    return (
      <Container className="py-16">
        <h1 className="sr-only">{noun.charAt(0).toUpperCase() + noun.slice(1)}</h1>
        <ErrorState title={`We couldn't load this ${noun}`} onRetry={retry(recipes.refetch)} />
      </Container>
    );
  }
  const item = findBySlug(recipes.data, slug);
  if (item) return children(item);
  return (
    <NotFoundState
      title={notFound.title}
      message={notFound.description}
      action={
        <Link to={notFound.backTo} className={buttonClasses({ variant: 'outline' })}>
          {notFound.backLabel}
        </Link>
      }
    />
  );
}
