import { getToasts, retryableLazy, subscribeToasts } from '@chefs/ui';
import { useSyncExternalStore } from 'react';
import { LoadedWhenOnline } from './LoadFailureBoundary';

const Toaster = retryableLazy(() => import('./toaster-chunk').then((m) => m.Toaster));
const anyToast = () => getToasts().length > 0;
const noToastOnTheServer = () => false;

/**
 * The page's Toaster, loaded with the first toast: Radix Toast is about a twelfth of the
 * landing page's JavaScript and most visits never toast (docs/performance.md, "Bundle budget").
 * A toast raised meanwhile waits in the store and shows when the chunk is in; a redirect after
 * a toast waits for it (whenToasterShown). Once loaded it stays: a dismissed toast stays in the
 * store until it is removed. A toast raised offline, before the chunk is in, waits for the
 * connection (the failed load blanked the whole page).
 */
export function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToasts, anyToast, noToastOnTheServer);
  if (!wanted) return null;
  return (
    <LoadedWhenOnline fallback={null}>
      <Toaster />
    </LoadedWhenOnline>
  );
}
