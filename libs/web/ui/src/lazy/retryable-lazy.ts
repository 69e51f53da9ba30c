import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * How long a failed load keeps failing. React renders a component again right after its lazy
 * load rejects (and once more to recover from the error); a fresh load on those renders would
 * fail and be retried without end while offline. A render later than this (the error boundary's
 * "Try again", the route visited again, the next press of a menu) loads afresh.
 */
const FAILED_FOR_MS = 1000;

/**
 * React.lazy that forgets a failed load: React keeps a lazy component's rejected import for the
 * page's life, so a chunk that failed once (offline, a dropped connection) failed again on every
 * retry (the portal's "Try again", the next press of a header menu) until a full reload. Here a
 * render a moment after the failure starts a fresh import (the bundler's chunk loader fetches a
 * chunk that failed again); the error still reaches the nearest error boundary, as with lazy.
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let failedAt: number | null = null;
  const make = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedAt = Date.now();
          throw error;
        },
      ),
    );
  let current = make();
  return function RetryableLazy(props: P) {
    if (failedAt !== null && Date.now() - failedAt >= FAILED_FOR_MS) {
      failedAt = null;
      current = make();
    }
    return createElement(current as ComponentType<P>, props);
  };
}
