import { useRef, useState } from 'react';

/**
 * One request at a time from a button (cancel, review, book). A mutation's `isPending` reaches
 * the component only when TanStack Query notifies it, a task after `mutate`: a double click
 * lands in between and sends twice (a second cancel answers 409). `start` answers at once, from
 * a ref, and sets `busy` in the same event, so the button is disabled before the next click.
 */
export function useOneAtATime() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  /** True, and busy from now on, when nothing is on its way; false when a request already is. */
  const start = (): boolean => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    return true;
  };

  /** The request has its answer: the button may be used again. */
  const settle = () => {
    inFlight.current = false;
    setBusy(false);
  };

  return { busy, start, settle };
}
