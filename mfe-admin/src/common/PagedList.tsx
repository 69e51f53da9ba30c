import { ApiError } from '@chefs/api-client';
import { type AdminPageDto } from '@chefs/contracts';
import { EmptyState, ErrorState, LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';
import { type LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { NoMatches } from './NoMatches';
import { Pager } from './Pager';
import { type TableParams } from './useTableParams';

/** What a paged admin list query gives (a TanStack Query result of one server page). */
interface PagedQuery<T> {
  isPending: boolean;
  isError: boolean;
  /** True while the previous page's rows stand in for the page (or filter) being fetched. */
  isPlaceholderData?: boolean;
  data?: AdminPageDto<T> | null;
  error?: unknown;
  refetch: () => unknown;
}

/** What an empty list says. */
interface EmptyList {
  icon: LucideIcon;
  title: string;
  description?: string;
}

export interface PagedListProps<T> {
  query: PagedQuery<T>;
  /** Plural name of the rows ("chefs"): the loading, error, no-match and pager texts use it. */
  noun: string;
  /** The table's page and filters in the URL: the pager moves its page, "Clear filters" clears them. */
  table: Pick<TableParams<string>, 'filtered' | 'clear' | 'setPage' | 'cursor'>;
  /** Placeholder rows while loading. */
  skeleton: { rows: number; className: string; gap: 'space-y-2' | 'space-y-3' };
  /** Shown when the list is empty (and no filter is set, unless `noMatches` is false). */
  empty: EmptyList;
  /** An empty filtered list says "No … match these filters" with "Clear filters" (default true). */
  noMatches?: boolean;
  /** The rows of the current page. */
  children: (items: T[]) => ReactNode;
}

/** Every admin tab's list: skeleton, error with retry, empty state, or the rows and the pager. */
export function PagedList<T>({ query, noun, table, skeleton, empty, noMatches = true, children }: PagedListProps<T>) {
  // A cursor in the URL the server refuses (400): one written for another order (a link whose
  // `sort` was edited, or saved before the bookings' order was kept in the URL), or a cursor
  // edited by hand. Such a link starts again from page 1 rather than showing an error.
  const cursorRefused =
    query.error instanceof ApiError &&
    query.error.status === 400 &&
    (table.cursor.after !== undefined || table.cursor.before !== undefined);
  const { setPage } = table;
  useEffect(() => {
    if (cursorRefused) setPage(1);
  }, [cursorRefused, setPage]);
  if (query.isPending) {
    return (
      <LoadingRegion label={`Loading ${noun}…`}>
        <SkeletonGroup className={skeleton.gap}>
          {Array.from({ length: skeleton.rows }, (_, i) => (
            <Skeleton key={i} className={skeleton.className} />
          ))}
        </SkeletonGroup>
      </LoadingRegion>
    );
  }
  if (query.isError || !query.data) {
    return <ErrorState title={`We couldn't load the ${noun}`} onRetry={() => void query.refetch()} />;
  }
  if (query.data.total === 0) {
    if (noMatches && table.filtered) return <NoMatches noun={noun} onClear={table.clear} />;
    const Icon = empty.icon;
    return (
      <EmptyState level={3} icon={<Icon className="h-6 w-6" />} title={empty.title} description={empty.description} />
    );
  }
  const { items, page, pageSize, total, totalIsEstimate = false, nextCursor, prevCursor } = query.data;
  const stale = query.isPlaceholderData === true;
  return (
    <>
      <div aria-busy={stale} className={stale ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
        {children(items)}
      </div>
      <Pager
        page={page}
        pageSize={pageSize}
        total={total}
        estimate={totalIsEstimate}
        onPage={table.setPage}
        noun={noun}
        cursors={nextCursor === undefined ? undefined : { next: nextCursor, prev: prevCursor ?? null }}
      />
    </>
  );
}
