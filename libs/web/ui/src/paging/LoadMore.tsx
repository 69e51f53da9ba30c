import { type RefObject } from 'react';
import { Button } from '../button/Button';
import { cn } from '../cn';
import { ErrorState } from '../feedback/ErrorState';
import { useLoadMoreFocus } from '../focus/useLoadMoreFocus';

/** What LoadMore needs of a TanStack infinite query whose `select` flattens the pages. */
export interface MorePages {
  /** Every item loaded so far. */
  data: readonly unknown[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

export interface LoadMoreProps {
  pages: MorePages;
  /** What the list holds, for the failed page's title: "We couldn't load more {noun}". */
  noun: string;
  /** The list the items are drawn in, one child per item: the first new one takes the focus. */
  list: RefObject<HTMLElement | null>;
  /** What takes the focus in a new item: the first match, else the item itself. */
  focusTarget?: string;
  /** The button's text, and its text while the page comes. */
  label?: string;
  busyLabel?: string;
  /**
   * The button's accessible name, and its name while the page comes, where the text alone says too
   * little (a catalogue's button names what it loads). Without them the text is the name.
   */
  ariaLabel?: string;
  busyAriaLabel?: string;
  /** The space above the button, or above the error that takes its place. */
  className?: string;
}

/**
 * Below a paged list: "Load more" while the server has another page, busy while it comes, and an
 * error with its retry if it fails (the items already shown stay). Nothing after the last page.
 * The focus follows useLoadMoreFocus: the busy button keeps it, then the first new item takes it.
 */
export function LoadMore({
  pages,
  noun,
  list,
  focusTarget,
  label = 'Load more',
  busyLabel = 'Loading...',
  ariaLabel,
  busyAriaLabel,
  className,
}: LoadMoreProps) {
  const busy = pages.isFetchingNextPage;
  const { box, loadMore } = useLoadMoreFocus({
    count: pages.data.length,
    loading: busy,
    failed: pages.isFetchNextPageError,
    fetchNextPage: pages.fetchNextPage,
    list,
    target: focusTarget,
  });

  if (pages.isFetchNextPageError) {
    return (
      <div ref={box} className={className}>
        <ErrorState title={`We couldn't load more ${noun}`} onRetry={loadMore} />
      </div>
    );
  }
  if (!pages.hasNextPage) return null;
  return (
    <div ref={box} className={cn('flex justify-center', className)}>
      <Button variant="outline" busy={busy} onClick={loadMore} aria-label={busy ? busyAriaLabel : ariaLabel}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
