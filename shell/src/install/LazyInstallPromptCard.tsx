import { retryableLazy } from '@chefs/ui';
import { useSyncExternalStore } from 'react';
import { LoadedWhenOnline } from '../app/LoadFailureBoundary';
import { installOffer } from './install-offer';
import { shownOffer } from './install-prompt';

const InstallPromptCard = retryableLazy(() => import('./InstallPromptCard').then((m) => m.InstallPromptCard));
const offered = () => shownOffer() !== null;
const noOfferOnTheServer = () => false;

/**
 * The install card, loaded once the browser offers to install the app and the card was not
 * dismissed in the last 7 days: most visits are never offered it, so its code stays out of the
 * first load (docs/performance.md, "Bundle budget"), as the Toaster's does (LazyToaster). Offline,
 * a card that cannot load waits for the connection rather than blanking the page.
 */
export function LazyInstallPromptCard() {
  const wanted = useSyncExternalStore(installOffer.subscribe, offered, noOfferOnTheServer);
  if (!wanted) return null;
  return (
    <LoadedWhenOnline fallback={null}>
      <InstallPromptCard />
    </LoadedWhenOnline>
  );
}
