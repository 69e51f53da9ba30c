import { type FocusEvent, type RefObject, useCallback, useEffect, useRef } from 'react';

/** Whether `el` can no longer hold focus: taken out of the page, or disabled. */
const gone = (el: HTMLElement) => !el.isConnected || (el as HTMLButtonElement).disabled === true;

/**
 * Keeps keyboard focus in a region whose controls go away under it: a "Clear filters" or "Try
 * again" replaced by the rows, a row's Approve or Publish gone once it is done, a decided
 * application's buttons. The browser then drops focus to <body>, and a keyboard or screen reader
 * user starts again from the top of the page. Spread the result on the region; after each render,
 * when the control focused last in it has gone and focus was lost with it, `fallback` (a heading
 * with tabIndex -1) takes focus. Focus the user moved elsewhere is never taken back, nor focus in
 * a dialog opened from the region (React's focus events bubble through its portal; Radix returns
 * focus to the trigger on close, which counts again).
 */
export function useFocusRescue<E extends HTMLElement>(
  fallback: RefObject<HTMLElement | null>,
): { ref: RefObject<E | null>; onFocus: (event: FocusEvent) => void } {
  const ref = useRef<E>(null);
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const el = last.current;
    if (!el || !gone(el)) return;
    const active = document.activeElement;
    // jsdom leaves focus on a disabled button; a browser moves it to <body>.
    if (active && active !== document.body && active !== el) {
      last.current = null;
      return;
    }
    last.current = null;
    fallback.current?.focus();
  });
  const onFocus = useCallback((event: FocusEvent) => {
    const target = event.target;
    last.current = target instanceof HTMLElement && ref.current?.contains(target) ? target : null;
  }, []);
  return { ref, onFocus };
}
