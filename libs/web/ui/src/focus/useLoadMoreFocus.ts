import { type RefObject, useEffect, useRef } from 'react';

export interface LoadMoreFocusOptions {
  /** How many items the list shows. */
  count: number;
  /** The next page is on its way. */
  loading: boolean;
  /** The next page could not be read: the error that says so (with its retry) takes the focus. */
  failed: boolean;
  /** Asks for the next page (TanStack's `fetchNextPage`). */
  fetchNextPage: () => unknown;
  /** The list, one child per item. */
  list: RefObject<HTMLElement | null>;
  /** What focus goes to in a new item: the first match, else the item itself. */
  target?: string;
}

/**
 * LoadMore's focus: "Load more" that keeps the keyboard's place. The button is drawn `busy` while
 * the page comes (it stays focused); when the page arrives the focus goes to its first item, so the
 * next Tab goes on through the new ones, and past the last page, when the button goes away, it
 * lands there too. A failed page hands the focus to the retry inside `box`. Nothing moves when the
 * focus has gone elsewhere meanwhile, nor for a list drawn again from the cache without anyone
 * asking.
 *
 * Returns `box`, for the element around the button and the error that replaces it, and
 * `loadMore`, for the button's click.
 */
export function useLoadMoreFocus({
  count,
  loading,
  failed,
  fetchNextPage,
  list,
  target = 'a[href], button',
}: LoadMoreFocusOptions) {
  const box = useRef<HTMLDivElement>(null);
  // How many items were shown when more were asked for, until they come.
  const askedAt = useRef<number | null>(null);

  useEffect(() => {
    const from = askedAt.current;
    if (from === null || loading || !focusIsOurs(box.current)) return;
    if (failed) {
      box.current?.querySelector('button')?.focus();
      return;
    }
    askedAt.current = null;
    // An empty last page (a cursor can lead to one) takes the button away with nothing new: the
    // last item is where the list ends.
    focusIn(list.current?.children[count > from ? from : count - 1], target);
  }, [count, loading, failed, list, target]);

  const loadMore = () => {
    // A retry pressed again while its page comes (the error stays up until it arrives) would only
    // start the same request over.
    if (loading) return;
    askedAt.current = count;
    void fetchNextPage();
  };
  return { box, loadMore };
}

/** The focus is where the press left it: on the button, or on <body> because the button went. */
function focusIsOurs(box: HTMLElement | null): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || (box?.contains(active) ?? false);
}

function focusIn(item: Element | undefined, target: string): void {
  if (!(item instanceof HTMLElement)) return;
  const element = item.querySelector<HTMLElement>(target) ?? item;
  if (!element.hasAttribute('tabindex') && !element.matches('a[href], button, input, select, textarea')) {
    element.tabIndex = -1;
  }
  element.focus();
}
