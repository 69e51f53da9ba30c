import { getToasts, subscribeToasts } from '@chefs/ui';
import { lazy, Suspense, useSyncExternalStore } from 'react';

const Toaster = lazy(() => import('./toaster-chunk').then((m) => ({ default: m.Toaster })));
const anyToast = () => getToasts().length > 0;
const noToastOnTheServer = () => false;

/**
 * The page's Toaster, loaded with the first toast: Radix Toast is about a twelfth of the
 * landing page's JavaScript and most visits never toast (docs/performance.md, "Bundle budget").
 * A toast raised meanwhile waits in the store and shows when the chunk is in; a redirect after
 * a toast waits for it (whenToasterShown). Once loaded it stays: a dismissed toast stays in the
 * store until it is removed.
 */
export function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToasts, anyToast, noToastOnTheServer);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
