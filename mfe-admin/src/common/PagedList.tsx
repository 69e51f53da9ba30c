import { ApiError } from '@chefs/api-client';
import { type AdminPageDto } from '@chefs/contracts';
import { EmptyState, ErrorState, Skeleton, SkeletonGroup } from '@chefs/ui';
import { type LucideIcon } from 'lucide-react';
import { type RefObject, useEffect, type ReactNode } from 'react';
import { NoMatches, noMatchesTitle } from './NoMatches';
import { Pager, pageSummary } from './Pager';
import { useFocusRescue } from './useFocusRescue';
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

/** A list without a heading to fall back to: focus that is lost stays lost. */
const NO_FALLBACK: RefObject<HTMLElement | null> = { current: null };

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
  /**
   * Where focus goes when the control that had it goes away (Clear filters, Try again, a row's
   * action once done): the list's heading, focusable with tabIndex -1 (useFocusRescue).
   */
  focusFallback?: RefObject<HTMLElement | null>;
}

/**
 * Every admin tab's list: skeleton, error with retry, empty state, or the rows and the pager.
 *
 * One polite status region per list says what the list shows: "Loading chefs…", "Showing 1–20 of
 * 43 chefs", "No chefs match these filters", "No chefs yet". It is always there and only its text
 * changes: a screen reader announces a change in a region it already follows, not one drawn anew
 * (a search that matched nothing used to take the "Showing…" line away, and nothing was heard).
 * Under the rows it is the visible line beside the pager; otherwise the state on screen says it,
 * and the region is read by screen readers only. An error is announced by its own alert.
 */
export function PagedList<T>({
  query,
  noun,
  table,
  skeleton,
  empty,
  noMatches = true,
  children,
  focusFallback,
}: PagedListProps<T>) {
  const rescue = useFocusRescue<HTMLDivElement>(focusFallback ?? NO_FALLBACK);
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

  // A page past the last one: a link edited by hand (`?page=99`), or one kept while its rows went
  // (the last request of the last page marked handled, another admin's changes). It showed the
  // bare column headings over "Showing 1961–9 of 9 users" and "Page 99 of 1"; the last page there
  // is (page 1 when none is left) is shown instead. Not while the previous page's rows stand in:
  // they are not this page's.
  const data = query.data;
  const pastEnd = data != null && data.items.length === 0 && data.page > 1 && query.isPlaceholderData !== true;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useEffect(() => {
    if (pastEnd) setPage(lastPage);
  }, [pastEnd, lastPage, setPage]);

  const { body, status, pager } = listState({ query, noun, table, skeleton, empty, noMatches, children });
  return (
    <div ref={rescue.ref} onFocus={rescue.onFocus}>
      {body}
      <div className={pager ? 'mt-4 flex flex-wrap items-center justify-between gap-3' : undefined}>
        <p role="status" aria-live="polite" className={pager ? 'text-sm text-muted' : 'sr-only'}>
          {status}
        </p>
        {pager}
      </div>
    </div>
  );
}

/** What the list draws (the rows, or the state standing in for them), its status text, and its pager if any. */
function listState<T>({
  query,
  noun,
  table,
  skeleton,
  empty,
  noMatches,
  children,
}: Required<Omit<PagedListProps<T>, 'focusFallback'>>): {
  body: ReactNode;
  status: string;
  pager?: ReactNode;
} {
  if (query.isPending) {
    return {
      status: `Loading ${noun}…`,
      body: (
        <div aria-busy="true">
          <SkeletonGroup className={skeleton.gap}>
            {Array.from({ length: skeleton.rows }, (_, i) => (
              <Skeleton key={i} className={skeleton.className} />
            ))}
          </SkeletonGroup>
        </div>
      ),
    };
  }
  if (query.isError || !query.data) {
    return {
      status: '',
      body: <ErrorState title={`We couldn't load the ${noun}`} onRetry={() => void query.refetch()} />,
    };
  }
  if (query.data.total === 0) {
    if (noMatches && table.filtered)
      return { status: noMatchesTitle(noun), body: <NoMatches noun={noun} onClear={table.clear} /> };
    const Icon = empty.icon;
    return {
      status: empty.title,
      body: (
        <EmptyState level={3} icon={<Icon className="h-6 w-6" />} title={empty.title} description={empty.description} />
      ),
    };
  }
  const { items, page, pageSize, total, totalIsEstimate = false, nextCursor, prevCursor } = query.data;
  const stale = query.isPlaceholderData === true;
  return {
    status: pageSummary({ page, pageSize, total, estimate: totalIsEstimate, noun }),
    body: (
      <div aria-busy={stale} className={stale ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
        {children(items)}
      </div>
    ),
    pager: (
      <Pager
        page={page}
        pageSize={pageSize}
        total={total}
        estimate={totalIsEstimate}
        onPage={table.setPage}
        noun={noun}
        cursors={nextCursor === undefined ? undefined : { next: nextCursor, prev: prevCursor ?? null }}
      />
    ),
  };
}
