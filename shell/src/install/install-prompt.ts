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
export function isInstallPromptSuppressed(now = Date.now()): boolean {
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

/*
 * The browser's offer, kept from the moment the page starts. Chromium fires
 * `beforeinstallprompt` once, as soon as the page qualifies, which can be before React has
 * mounted the card (the shell first waits for the session and the remotes' locations): a
 * listener added in the card's effect could miss it, and the card would never show. The
 * bootstrap calls `listenForInstallOffer()` first thing; the card reads the kept offer.
 */
let offer: BeforeInstallPromptEvent | null = null;
const watchers = new Set<() => void>();
let listening = false;

function setOffer(next: BeforeInstallPromptEvent | null): void {
  offer = next;
  for (const watcher of watchers) watcher();
}

/** Starts keeping the browser's install offer; safe to call more than once. */
export function listenForInstallOffer(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // our card instead of the browser's mini info-bar
    if (!isInstallPromptSuppressed()) setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

export const installOffer = {
  current: (): BeforeInstallPromptEvent | null => offer,
  subscribe(watcher: () => void): () => void {
    watchers.add(watcher);
    return () => watchers.delete(watcher);
  },
  /** The offer was used or turned down: an event's prompt() works once. */
  clear: (): void => setOffer(null),
};
