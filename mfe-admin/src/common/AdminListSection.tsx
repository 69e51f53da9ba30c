import { type LucideIcon } from 'lucide-react';
import { type ReactNode, type RefObject, useRef } from 'react';
import { FilterBar } from './FilterBar';
import { PagedList, type PagedListProps } from './PagedList';
import { UrlFilters, type UrlFilter } from './UrlFilters';
import { type TableParams } from './useTableParams';

/** What an admin list is: its rows' name, its placeholder and empty states, and its URL filters. */
export interface AdminList<K extends string> extends Pick<PagedListProps<unknown>, 'noun' | 'empty' | 'noMatches'> {
  /** Placeholder rows while loading: by default five table rows. */
  skeleton?: PagedListProps<unknown>['skeleton'];
  /** The line under the heading. */
  description: ReactNode;
  /** The filter bar above the list ("Filter <noun>"), kept in the URL. */
  filters: readonly UrlFilter<K>[];
}

const TABLE_ROWS: PagedListProps<unknown>['skeleton'] = { rows: 5, className: 'h-14 rounded-xl', gap: 'space-y-2' };

/** What an empty list says: its icon, its title and (optionally) what fills it. */
export const emptyList = (icon: LucideIcon, title: string, description?: string): PagedListProps<unknown>['empty'] => ({
  icon,
  title,
  description,
});

export interface AdminListSectionProps<T, K extends string> extends Pick<PagedListProps<T>, 'query' | 'children'> {
  list: AdminList<K>;
  /** The table's page and filters in the URL. */
  table: TableParams<K>;
  /** A button beside the heading ("Add Chef"). */
  action?: ReactNode;
  /**
   * The heading, for a tab that moves focus to it itself (a row that leaves); it always takes
   * focus when the control that had it goes away (PagedList's focusFallback).
   */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** Other controls after the URL filters (a sort order). */
  moreFilters?: ReactNode;
}

/**
 * One admin tab: its heading (the noun, "Chefs", as `admin-<noun>-heading`), the filters (kept
 * in the URL) and the server-paged list under them.
 */
export function AdminListSection<T, K extends string>({
  list: { filters, description, skeleton = TABLE_ROWS, ...list },
  table,
  query,
  action,
  headingRef,
  moreFilters,
  children,
}: AdminListSectionProps<T, K>) {
  const ownHeadingRef = useRef<HTMLHeadingElement>(null);
  const headingTarget = headingRef ?? ownHeadingRef;
  const id = `admin-${list.noun}`;
  const heading = (
    <>
      <h2
        id={`${id}-heading`}
        ref={headingTarget}
        tabIndex={-1}
        className="text-xl font-semibold text-brand-900 focus:outline-none"
      >
        {list.noun.charAt(0).toUpperCase() + list.noun.slice(1)}
      </h2>
      <p className="text-sm text-muted">{description}</p>
    </>
  );
  return (
    <section aria-labelledby={`${id}-heading`}>
      {action ? (
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div>{heading}</div>
          {action}
        </div>
      ) : (
        <div className="mb-4">{heading}</div>
      )}
      <FilterBar label={`Filter ${list.noun}`}>
        <UrlFilters id={id} filters={filters} table={table} />
        {moreFilters}
      </FilterBar>
      <PagedList {...list} skeleton={skeleton} table={table} query={query} focusFallback={headingTarget}>
        {children}
      </PagedList>
    </section>
  );
}
