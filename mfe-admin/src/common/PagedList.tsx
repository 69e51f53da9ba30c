import { type AdminPageDto } from '@chefs/contracts';
import { ErrorState, LoadingRegion, Skeleton } from '@chefs/ui';
import { type ReactElement, type ReactNode } from 'react';
import { Pager } from './Pager';

/** What a paged admin list query gives (a TanStack Query result of one server page). */
export interface PagedQuery<T> {
  isPending: boolean;
  isError: boolean;
  /** True while the previous page's rows stand in for the page (or filter) being fetched. */
  isPlaceholderData?: boolean;
  data?: AdminPageDto<T> | null;
  refetch: () => unknown;
}

export interface PagedListProps<T> {
  query: PagedQuery<T>;
  /** Plural name of the rows ("chefs"): the loading, error and pager texts use it. */
  noun: string;
  /** Placeholder rows while loading. */
  skeleton: { rows: number; className: string; gap: 'space-y-2' | 'space-y-3' };
  /** Shown when the list is empty. */
  empty: ReactElement;
  onPage: (page: number) => void;
  /** The rows of the current page. */
  children: (items: T[]) => ReactNode;
}

/** Every admin tab's list: skeleton, error with retry, empty state, or the rows and the pager. */
export function PagedList<T>({ query, noun, skeleton, empty, onPage, children }: PagedListProps<T>) {
  if (query.isPending) {
    return (
      <LoadingRegion label={`Loading ${noun}…`}>
        <div className={skeleton.gap}>
          {Array.from({ length: skeleton.rows }, (_, i) => (
            <Skeleton key={i} className={skeleton.className} />
          ))}
        </div>
      </LoadingRegion>
    );
  }
  if (query.isError || !query.data) {
    return <ErrorState title={`We couldn't load the ${noun}`} onRetry={() => void query.refetch()} />;
  }
  if (query.data.total === 0) return empty;
  const { items, page, pageSize, total, totalIsEstimate = false } = query.data;
  const stale = query.isPlaceholderData === true;
  return (
    <>
      <div aria-busy={stale} className={stale ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
        {children(items)}
      </div>
      <Pager page={page} pageSize={pageSize} total={total} estimate={totalIsEstimate} onPage={onPage} noun={noun} />
    </>
  );
}
