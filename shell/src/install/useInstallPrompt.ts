import { useCallback, useEffect, useState } from 'react';
import { isInstallPromptSuppressed, rememberInstallDismissal, type BeforeInstallPromptEvent } from './install-prompt';

/**
 * The browser's offer to install the app (`beforeinstallprompt`), kept for the card's Install
 * button, unless the card was dismissed in the last 7 days or the app got installed.
 */
export function useInstallPrompt() {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault(); // our card instead of the browser's mini info-bar
      if (!isInstallPromptSuppressed()) setEvent(e as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setEvent(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const dismiss = useCallback(() => {
    rememberInstallDismissal();
    setEvent(null);
  }, []);

  /** Shows the browser's install dialog; saying no there counts as a dismissal. */
  const install = useCallback(async () => {
    if (!event) return;
    setEvent(null); // a prompt event can be used once
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
