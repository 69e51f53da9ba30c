import { useCallback, useRef, useState } from 'react';

export interface SingleFlightOptions {
  /**
   * Keep `busy` after an action that succeeded, for as long as this component lives: for a button
   * whose success leaves the page (a booking made goes on to its checkout), which must not be
   * clickable in between. A later `run` sends nothing and answers with the settled promise. A
   * failure frees it as usual, for the next try.
   */
  holdOnSuccess?: boolean;
}

/**
 * One action at a time: `run(action)` starts `action` unless one started here is still on its
 * way, in which case nothing is sent and the call answers with that one's promise. `busy` is true
 * from the call until the action settles, for the button to be drawn disabled; with
 * `holdOnSuccess`, until it fails (never, after a success).
 *
 * Why not the mutation's `isPending` alone: TanStack Query tells React that a mutation started on
 * a timer (its notifyManager batches on setTimeout 0), so the second click of a double-click came
 * before the button was drawn disabled and sent the request again; the server answered 409, and
 * as that second `mutate` took over the first's callbacks only its error toast showed. The ref
 * answers at the click itself; the state is drawn with the click's own render.
 */
export function useSingleFlight<T>({ holdOnSuccess = false }: SingleFlightOptions = {}): {
  run: (action: () => Promise<T>) => Promise<T>;
  busy: boolean;
} {
  const flight = useRef<Promise<T> | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    (action: () => Promise<T>) => {
      if (flight.current) return flight.current;
      const land = () => {
        flight.current = null;
        setBusy(false);
      };
      // The action starts at once, in the click (what it sets before its first await is drawn with
      // `busy`); one that throws instead of rejecting still ends the flight. A held success keeps
      // its promise in `flight`, which answers every later call.
      const started = new Promise<T>((resolve) => resolve(action())).then(
        (value) => {
          if (!holdOnSuccess) land();
          return value;
        },
        (error: unknown) => {
          land();
          throw error;
        },
      );
      flight.current = started;
      setBusy(true);
      return started;
    },
    [holdOnSuccess],
  );
  return { run, busy };
}
