import { lazy, Suspense, useSyncExternalStore } from 'react';
import { installOffer, listenForInstallOffer } from './install-offer';
import { isInstallPromptSuppressed } from './install-prompt';

const InstallPromptCard = lazy(() => import('./InstallPromptCard').then((m) => ({ default: m.InstallPromptCard })));
const offered = () => installOffer.current() !== null && !isInstallPromptSuppressed();
const noOfferOnTheServer = () => false;

/**
 * The install card, loaded once the browser offers to install the app and the card was not
 * dismissed in the last 7 days: most visits are never offered it, so its code stays out of the
 * first load (docs/performance.md, "Bundle budget"), as the Toaster's does (LazyToaster).
 */
export function LazyInstallPromptCard() {
  listenForInstallOffer(); // the entry has started it already; this keeps the card self-contained
  const wanted = useSyncExternalStore(installOffer.subscribe, offered, noOfferOnTheServer);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <InstallPromptCard />
    </Suspense>
  );
}
