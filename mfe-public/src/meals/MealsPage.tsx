import { useRecipes } from '@chefs/api-client';
import { Container, ErrorState, LoadMore } from '@chefs/ui';
import { useDeferredValue, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ResultsStatus } from '../common/ResultsStatus';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../common/useDebouncedValue';
import { firstControlIn, useRetryFocus } from '../common/useRetryFocus';
import { FindChefLink } from '../recipes/FindChefLink';
import { RecipeGridSkeleton } from '../recipes/RecipeGridSkeleton';
import { SearchField } from '../recipes/SearchField';
import { dishCount } from './dish-catalogue';
import { MealsResults } from './MealsResults';

/** /meals: the Chef's Collection of fine-dining dishes, searched on the server a page at a time (?q= keeps it). */
export function MealsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // Deferred: the list drawn when its page arrives renders at a transition's priority, in slices
  // React can pause for input, not in one long task (docs/performance.md, "Long tasks").
  const dishes = useDeferredValue(useRecipes({ collection: 'fine_dining', q }));
  const list = useRef<HTMLUListElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  // "Try again" goes when the dishes come: the first card takes the focus it had.
  const retry = useRetryFocus(dishes.isSuccess, () => firstControlIn(results.current));
  const setSearch = (value: string) => setParams(value ? { q: value } : {}, { replace: true });

  return (
    <>
      <section
        aria-labelledby="meals-title"
        className="relative overflow-hidden bg-brand-950 py-14 text-white sm:py-20"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(50rem_26rem_at_85%_-10%,rgb(194_111_55/0.35),transparent),radial-gradient(36rem_22rem_at_0%_120%,rgb(63_117_86/0.45),transparent)]"
        />
        <Container className="relative">
          <p className="text-sm font-semibold tracking-wide text-copper-200 uppercase">Fine dining</p>
          <h1 id="meals-title" className="mt-2 text-4xl font-semibold sm:text-5xl">
            Chef&apos;s Collection
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">
            Signature dishes our chefs cook in your kitchen, each with a wine pairing and a dessert to follow.
          </p>
          <div className="mt-6">
            <FindChefLink />
          </div>
        </Container>
      </section>
      <Container className="py-10">
        <div className="max-w-xl">
          <SearchField
            id="dish-search"
            label="Search dishes"
            placeholder="Search by name or description"
            value={search}
            onChange={setSearch}
            inputRef={searchInput}
          />
        </div>
        <div ref={results} className="mt-8">
          {/* The cards' titles are h3s: the list gets its own heading under the page's h1. */}
          <h2 className="sr-only">Dishes</h2>
          <ResultsStatus
            text={
              dishes.isSuccess || dishes.isFetchNextPageError
                ? dishCount(dishes.data.length, dishes.hasNextPage, q)
                : ''
            }
            visible={(dishes.isSuccess || dishes.isFetchNextPageError) && dishes.data.length > 0}
          />
          {dishes.isPending ? (
            <RecipeGridSkeleton count={6} kind="dish" />
          ) : dishes.isError && !dishes.isFetchNextPageError ? (
            <ErrorState title="We couldn't load our dishes" onRetry={retry(dishes.refetch)} />
          ) : (
            <>
              <MealsResults
                dishes={dishes.data}
                search={q}
                onClear={() => {
                  setSearch('');
                  // The button goes with the empty list: the keyboard goes back to the search.
                  searchInput.current?.focus();
                }}
                listRef={list}
              />
              <LoadMore
                pages={dishes}
                noun="dishes"
                list={list}
                busyLabel="Loading more…"
                ariaLabel="Load more dishes"
                busyAriaLabel="Loading more dishes"
                className="mt-8"
              />
            </>
          )}
        </div>
      </Container>
    </>
  );
}
