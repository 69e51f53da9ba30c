import { useRecipes } from '@chefs/api-client';
import { type RecipeCollection, type RecipeDto } from '@chefs/contracts';
import { ErrorState } from '@chefs/ui';
import { type ReactNode, useDeferredValue, useRef } from 'react';
import { firstControlIn, useRetryFocus } from '../common/useRetryFocus';
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
  const box = useRef<HTMLDivElement>(null);
  // "Try again" goes when the recipes come: the first card takes the focus it had.
  const retry = useRetryFocus(recipes.isSuccess, () => firstControlIn(box.current));
  let shown: ReactNode;
  if (recipes.isPending) shown = <RecipeGridSkeleton count={limit} kind={kind} />;
  else if (recipes.isError)
    // On a light, opaque panel: the error's tinted card is see-through, and over the Chef's
    // Collection's dark band its grey text fell far below AA contrast.
    shown = (
      <div className="rounded-[var(--radius-card)] bg-cream">
        <ErrorState title={errorTitle} onRetry={retry(recipes.refetch)} />
      </div>
    );
  else {
    const items = recipes.data.slice(0, limit);
    shown = items.length === 0 ? empty : children(items);
  }
  return <div ref={box}>{shown}</div>;
}
