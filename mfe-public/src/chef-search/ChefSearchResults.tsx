import { ApiError, useChefSearch } from '@chefs/api-client';
import { type ChefSort } from '@chefs/contracts';
import { Badge, ChefCard, ErrorState, LoadMore } from '@chefs/ui';
import { type ReactNode, useDeferredValue, useRef } from 'react';
import { Link } from 'react-router';
import { ResultsStatus } from '../common/ResultsStatus';
import { firstControlIn, useRetryFocus } from '../common/useRetryFocus';
import { ChefsGridSkeleton } from '../landing/ChefsGridSkeleton';
import { type ChefSearchValues } from './chef-search-params';
import { ChefSortSelect } from './ChefSortSelect';
import { NO_CHEFS_MATCH, NoChefsFound } from './NoChefsFound';
import { resultCount, searchSummary } from './search-summary';

export interface ChefSearchResultsProps {
  values: ChefSearchValues;
  sort: ChefSort;
  onSort: (sort: ChefSort) => void;
}

/**
 * The chefs matching the query, a page at a time with "Load more": skeletons, a plain message
 * for a bad query, the cards, or the empty state; above them, in every state, the live status
 * line that tells screen readers what each search found (the count is on the page as a heading).
 */
export function ChefSearchResults({ values, sort, onSort }: ChefSearchResultsProps) {
  // Deferred: the list drawn when its page arrives renders at a transition's priority, in slices
  // React can pause for input, not in one long task (docs/performance.md, "Long tasks").
  const search = useDeferredValue(useChefSearch({ ...values, sort }));
  const filters = searchSummary(values);
  const list = useRef<HTMLUListElement>(null);
  const results = useRef<HTMLDivElement>(null);
  // "Try again" goes when the chefs come: the first card (or the empty state's way out) takes the focus.
  const retry = useRetryFocus(search.isSuccess, () => firstControlIn(list.current) ?? firstControlIn(results.current));

  let status = '';
  let shown: ReactNode;
  if (search.isPending) shown = <ChefsGridSkeleton count={3} />;
  else if (search.isError && !search.isFetchNextPageError) {
    shown =
      search.error instanceof ApiError && search.error.status === 400 ? (
        <ErrorState title="Please check your search" description={search.error.userMessage} />
      ) : (
        <ErrorState title="We couldn't search our chefs" onRetry={retry(search.refetch)} />
      );
  } else if (search.data.length === 0) {
    status = NO_CHEFS_MATCH;
    shown = <NoChefsFound />;
  } else {
    status = resultCount(search.data.length, search.hasNextPage);
    shown = (
      <>
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <h2 className="text-2xl font-semibold text-brand-900">{status}</h2>
            {filters.length > 0 ? (
              <ul aria-label="Your filters" className="flex flex-wrap gap-2">
                {filters.map((f) => (
                  <li key={f}>
                    <Badge tone="brand">{f}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <ChefSortSelect value={sort} onChange={onSort} />
        </div>
        <ul ref={list} aria-label="Matching chefs" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {search.data.map((chef) => (
            <li key={chef.id}>
              <ChefCard chef={chef} href={`/chef/${chef.id}`} linkComponent={Link} />
            </li>
          ))}
        </ul>
        <LoadMore
          pages={search}
          noun="chefs"
          list={list}
          busyLabel="Loading more…"
          ariaLabel="Load more chefs"
          busyAriaLabel="Loading more chefs"
          className="mt-8"
        />
      </>
    );
  }
  return (
    <div ref={results}>
      <ResultsStatus text={status} visible={false} />
      {shown}
    </div>
  );
}
