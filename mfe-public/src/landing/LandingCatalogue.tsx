import { useRecipes } from '@chefs/api-client';
import { type RecipeCollection, type RecipeDto } from '@chefs/contracts';
import { ErrorState } from '@chefs/ui';
import { type ReactNode, useDeferredValue } from 'react';
import { RecipeGridSkeleton } from '../recipes/RecipeGridSkeleton';

export interface LandingCatalogueProps {
  /** The part of the catalogue this section shows. */
  collection: RecipeCollection;
  /** How many it shows at most: the server is asked for that many, no more. */
  limit: number;
  /** The cards it shows, for a skeleton of their height: recipes' (RecipeCard) or dishes' (DishCard). */
  kind?: 'recipe' | 'dish';
  errorTitle: string;
  /** Shown when the catalogue has none of them. */
  empty: ReactNode;
  children: (shown: RecipeDto[]) => ReactNode;
}

/** The first few of a part of the recipe catalogue on the landing page, with its loading, error and empty states. */
export function LandingCatalogue({ collection, limit, kind, errorTitle, empty, children }: LandingCatalogueProps) {
  // Deferred: the list drawn when its page arrives renders at a transition's priority, in slices
  // React can pause for input, not in one long task (docs/performance.md, "Long tasks").
  const recipes = useDeferredValue(useRecipes({ collection }, { pageSize: limit }));
  if (recipes.isPending) return <RecipeGridSkeleton count={limit} kind={kind} />;
  if (recipes.isError) return <ErrorState title={errorTitle} onRetry={() => void recipes.refetch()} />;
  const shown = recipes.data.slice(0, limit);
  return shown.length === 0 ? empty : children(shown);
}
