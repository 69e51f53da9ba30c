import { Button, ErrorState } from '@chefs/ui';
import { type RefObject, useEffect, useRef } from 'react';

/** What LoadMore needs of a TanStack infinite query. */
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
  noun: string;
  /** The list the items are drawn in, one child per item: the first new one takes the focus. */
  list: RefObject<HTMLElement | null>;
}

/**
 * Below a paged list: "Load more" while the server has another page, "Loading more…" while it
 * comes, and an error with retry if it fails (the rows already shown stay). Nothing on the last page.
 *
 * The keyboard keeps its place: the button stays focusable while the page loads (aria-disabled,
 * not disabled, which would drop the focus to the body), and when the page arrives the focus moves
 * to its first item, so the next Tab goes on through the new cards; past the last page, when the
 * button goes away, it lands there too. A failed page hands the focus to its retry button.
 */
export function LoadMore({ pages, noun, list }: LoadMoreProps) {
  const box = useRef<HTMLDivElement>(null);
  // How many items were shown when the visitor asked for more, until the answer arrives. A list
  // drawn again from the cache (back from a card) asked for nothing, and keeps the page's focus.
  const askedAt = useRef<number | null>(null);
  const count = pages.data.length;
  const failed = pages.isFetchNextPageError;

  useEffect(() => {
    const from = askedAt.current;
    if (from === null || !focusIsOurs(box.current)) return;
    if (count > from) {
      askedAt.current = null;
      focusFirstIn(list.current?.children[from]);
    } else if (failed) {
      box.current?.querySelector('button')?.focus();
    }
  }, [count, failed, list]);

  const more = () => {
    if (pages.isFetchingNextPage) return;
    askedAt.current = count;
    void pages.fetchNextPage();
  };

  if (failed) {
    return (
      <div ref={box} className="mt-8">
        <ErrorState title={`We couldn't load more ${noun}`} onRetry={more} />
      </div>
    );
  }
  if (!pages.hasNextPage) return null;
  return (
    <div ref={box} className="mt-8 flex justify-center">
      <Button
        variant="outline"
        className="aria-disabled:cursor-progress aria-disabled:opacity-70"
        onClick={more}
        aria-disabled={pages.isFetchingNextPage || undefined}
        aria-label={pages.isFetchingNextPage ? `Loading more ${noun}` : `Load more ${noun}`}
      >
        {pages.isFetchingNextPage ? 'Loading more…' : 'Load more'}
      </Button>
    </div>
  );
}

/**
 * Whether the focus is still where the press left it: on our button, or on the body because the
 * button went away. A visitor who has moved on (to the search box, say) keeps their place.
 */
function focusIsOurs(box: HTMLElement | null): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || (box?.contains(active) ?? false);
}

/** Focuses an item's link (every card is one), or the item itself when it has none. */
function focusFirstIn(item: Element | undefined): void {
  if (!(item instanceof HTMLElement)) return;
  const target = item.querySelector<HTMLElement>('a[href], button') ?? item;
  if (target === item) item.tabIndex = -1;
  target.focus();
}
