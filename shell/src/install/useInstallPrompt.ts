import { useCallback, useSyncExternalStore } from 'react';
import { installOffer } from './install-offer';
import { rememberInstallDismissal, shownOffer } from './install-prompt';

/**
 * The browser's offer to install the app (`beforeinstallprompt`) for the card's Install button,
 * once the visitor has engaged with the page, unless the card was dismissed in the last 7 days or
 * the app got installed (shownOffer).
 */
export function useInstallPrompt() {
  const event = useSyncExternalStore(installOffer.subscribe, shownOffer, () => null);

  const dismiss = useCallback(() => {
    rememberInstallDismissal();
    installOffer.clear();
  }, []);

  /** Shows the browser's install dialog; saying no there counts as a dismissal. */
  const install = useCallback(async () => {
    if (!event) return;
    installOffer.clear(); // a prompt event can be used once
    try {
      await event.prompt();
      const choice = await event.userChoice;
      if (choice.outcome === 'dismissed') rememberInstallDismissal();
    } catch (error) {
      console.warn('The install prompt failed', error);
    }
  }, [event]);

  return { canInstall: event !== null, install, dismiss };
}
