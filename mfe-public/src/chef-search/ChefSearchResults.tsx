import { ApiError, useChefSearch } from '@chefs/api-client';
import { Badge, ChefCard, ErrorState } from '@chefs/ui';
import { Link } from 'react-router';
import { ChefsGridSkeleton } from '../landing/ChefsGridSkeleton';
import { type ChefSearchValues } from './chef-search-params';
import { NoChefsFound } from './NoChefsFound';
import { resultCount, searchSummary } from './search-summary';

/** The chefs matching the query: skeletons, a plain message for a bad query, the cards, or the empty state. */
export function ChefSearchResults({ values }: { values: ChefSearchValues }) {
  const search = useChefSearch(values);
  const filters = searchSummary(values);

  if (search.isPending) return <ChefsGridSkeleton count={3} />;
  if (search.isError) {
    return search.error instanceof ApiError && search.error.status === 400 ? (
      <ErrorState title="Please check your search" description={search.error.userMessage} />
    ) : (
      <ErrorState title="We couldn't search our chefs" onRetry={() => void search.refetch()} />
    );
  }
  if (search.data.length === 0) return <NoChefsFound />;
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 className="text-2xl font-semibold text-brand-900">{resultCount(search.data.length)}</h2>
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
      <ul aria-label="Matching chefs" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {search.data.map((chef) => (
          <li key={chef.id}>
            <ChefCard chef={chef} href={`/chef/${chef.id}`} linkComponent={Link} />
          </li>
        ))}
      </ul>
    </>
  );
}
