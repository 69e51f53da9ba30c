import { useRecipes, useUrlParams } from '@chefs/api-client';
import { Container, ErrorState, LoadMore } from '@chefs/ui';
import { useDeferredValue, useRef } from 'react';
import { ResultsStatus } from '../common/ResultsStatus';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../common/useDebouncedValue';
import { firstControlIn, useRetryFocus } from '../common/useRetryFocus';
import { RecipeSubscribe } from '../subscribe/RecipeSubscribe';
import { ALL_CATEGORIES, HUB_CATEGORIES, recipeCount } from './recipe-catalogue';
import { RecipeFilters } from './RecipeFilters';
import { RecipeGridSkeleton } from './RecipeGridSkeleton';
import { RecipeResults } from './RecipeResults';

/**
 * /recipes: the recipe hub (fine_dining excluded), searched and filtered on the server a page
 * at a time; ?q=&category= keep the filters, and the loaded pages stay cached, so coming back
 * shows the same list.
 */
export function RecipesPage() {
  const [params, update] = useUrlParams();
  const search = params.get('q') ?? '';
  const wanted = params.get('category') ?? ALL_CATEGORIES;
  const category = HUB_CATEGORIES.find((c) => c === wanted);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // Deferred: the list drawn when its page arrives renders at a transition's priority, in slices
  // React can pause for input, not in one long task (docs/performance.md, "Long tasks").
  const recipes = useDeferredValue(useRecipes({ collection: 'hub', category, q }));
  const list = useRef<HTMLUListElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  // "Try again" goes when the recipes come: the first card takes the focus it had.
  const retry = useRetryFocus(recipes.isSuccess, () => firstControlIn(results.current));

  const setParam = (key: 'q' | 'category', value: string, blank: string) =>
    update((next) => {
      if (value === blank) next.delete(key);
      else next.set(key, value);
    });

  return (
    <>
      <section aria-labelledby="recipes-title" className="border-b border-line bg-sand/60 py-12 sm:py-16">
        <Container>
          <p className="text-sm font-semibold tracking-wide text-copper-700 uppercase">Recipe hub</p>
          <h1 id="recipes-title" className="mt-2 text-4xl font-semibold text-brand-900 sm:text-5xl">
            Recipes
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">
            Meal prep, quick dinners, healthy bowls and comfort food from Atlanta&apos;s private chefs, written for busy
            weeknights.
          </p>
        </Container>
      </section>
      <Container className="py-10">
        <RecipeFilters
          search={search}
          category={category ?? ALL_CATEGORIES}
          categories={HUB_CATEGORIES}
          onSearch={(value) => setParam('q', value, '')}
          onCategory={(value) => setParam('category', value, ALL_CATEGORIES)}
          searchRef={searchInput}
        />
        <div ref={results} className="mt-8">
          <ResultsStatus
            text={
              recipes.isSuccess || recipes.isFetchNextPageError
                ? recipeCount(recipes.data.length, recipes.hasNextPage)
                : ''
            }
            visible={(recipes.isSuccess || recipes.isFetchNextPageError) && recipes.data.length > 0}
          />
          {recipes.isPending ? (
            <RecipeGridSkeleton count={6} />
          ) : recipes.isError && !recipes.isFetchNextPageError ? (
            <ErrorState title="We couldn't load our recipes" onRetry={retry(recipes.refetch)} />
          ) : (
            <>
              <RecipeResults
                recipes={recipes.data}
                filtered={q !== '' || category !== undefined}
                onClear={() => {
                  update((next) => [...next.keys()].forEach((key) => next.delete(key)));
                  // The button goes with the empty list: the keyboard goes back to the search.
                  searchInput.current?.focus();
                }}
                listRef={list}
              />
              <LoadMore
                pages={recipes}
                noun="recipes"
                list={list}
                busyLabel="Loading more…"
                ariaLabel="Load more recipes"
                busyAriaLabel="Loading more recipes"
                className="mt-8"
              />
            </>
          )}
        </div>
      </Container>
      <RecipeSubscribe />
    </>
  );
}
