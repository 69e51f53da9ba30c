import { useEffect, useRef } from 'react';

const CONTROL = 'a[href], button, input, select, textarea';

/**
 * "Try again" that keeps the keyboard's place. The error and its button go when the retried read
 * arrives, which drops the focus to <body>: the next Tab would start over at the top of the page
 * and a screen reader would be left nowhere. Once the read has loaded, the focus goes to what
 * `find` names (the first card of the list, the page's h1; made focusable by script only when it
 * is no control), unless the visitor has put it somewhere else meanwhile.
 *
 * Returns `retry`: wraps the query's refetch for the error's onRetry.
 */
export function useRetryFocus(loaded: boolean, find: () => Element | null | undefined) {
  const asked = useRef(false);
  const finder = useRef(find);
  useEffect(() => {
    finder.current = find;
  });
  useEffect(() => {
    if (!loaded || !asked.current) return;
    asked.current = false;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const element = finder.current();
    if (!(element instanceof HTMLElement)) return;
    if (!element.hasAttribute('tabindex') && !element.matches(CONTROL)) element.tabIndex = -1;
    element.focus();
  }, [loaded]);
  return (refetch: () => unknown) => () => {
    asked.current = true;
    void refetch();
  };
}

/** The first link or button in `box` (the first card of a list, an empty state's way out), else `box` itself. */
export const firstControlIn = (box: HTMLElement | null): Element | null => box?.querySelector('a[href], button') ?? box;
