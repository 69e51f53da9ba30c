import { installOffer } from './install-offer';

/** docs/product.md §4 and §9: the install card stays hidden for 7 days after it is dismissed. */
export const INSTALL_PROMPT_SUPPRESS_MS = 7 * 24 * 60 * 60 * 1000;
export const INSTALL_DISMISSED_KEY = 'chefs.installPrompt.dismissedAt';

/** Chromium's `beforeinstallprompt` event (not in TypeScript's lib). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (private mode, policies)
  }
}

/** True while a dismissal less than 7 days old is stored. */
function isInstallPromptSuppressed(now = Date.now()): boolean {
  const at = Number(storage()?.getItem(INSTALL_DISMISSED_KEY));
  return Number.isFinite(at) && at > 0 && now - at < INSTALL_PROMPT_SUPPRESS_MS;
}

export function rememberInstallDismissal(now = Date.now()): void {
  try {
    storage()?.setItem(INSTALL_DISMISSED_KEY, String(now));
  } catch {
    // storage full or blocked: the card just comes back next time
  }
}

/**
 * The offer the card shows: one the browser made, once the visitor has engaged with the page
 * (install-offer.ts), and not within 7 days of the card being turned down (an offer made then is
 * kept, not shown). The snapshot both the lazy card and the card itself read: the rule is
 * written once.
 */
export function shownOffer(): BeforeInstallPromptEvent | null {
  const offer = installOffer.current();
  return offer !== null && installOffer.engaged() && !isInstallPromptSuppressed() ? offer : null;
}
