import type { BeforeInstallPromptEvent } from './install-prompt';

/*
 * The browser's offer to install the app, kept from the moment the page starts. Chromium fires
 * `beforeinstallprompt` once, as soon as the page qualifies, which can be before React has
 * mounted the install card (a drawn page starts the app after its first paint, then waits for
 * the session): a listener added in the card's effect could miss it, and the card would never
 * show. The entry (index.ts) calls `listenForInstallOffer()` first thing; the card reads the
 * kept offer. Kept small: it is part of the entry every page loads.
 */
let offer: BeforeInstallPromptEvent | null = null;
let engaged = false;
const watchers = new Set<() => void>();
let listening = false;

function changed(): void {
  for (const watcher of watchers) watcher();
}

function setOffer(next: BeforeInstallPromptEvent | null): void {
  offer = next;
  changed();
}

/*
 * The card is an overlay at the foot of the screen: shown as the page loads, it covers the page
 * the visitor came to read, and it arrives last, after the app has started (on /home it was the
 * page's largest paint, at 3.4 s in Lighthouse). It waits for the visitor's first tap, key or
 * scroll: an offer to install comes once they are using the site, not before they have seen it.
 */
const ENGAGED_BY = ['pointerdown', 'keydown', 'scroll'] as const;
function noteEngagement(): void {
  engaged = true;
  for (const type of ENGAGED_BY) window.removeEventListener(type, noteEngagement, true);
  changed();
}

/** Starts keeping the browser's install offer; safe to call more than once. */
export function listenForInstallOffer(): void {
  if (listening || typeof window === 'undefined') return; // drawn on the server: no offer there
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // our card instead of the browser's mini info-bar
    setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
  for (const type of ENGAGED_BY) window.addEventListener(type, noteEngagement, { capture: true, passive: true });
}

export const installOffer = {
  current: (): BeforeInstallPromptEvent | null => offer,
  /** True once the visitor has tapped, pressed a key or scrolled on this page. */
  engaged: (): boolean => engaged,
  /** For useSyncExternalStore: React subscribes after the render, so listening starts no later. */
  subscribe(watcher: () => void): () => void {
    listenForInstallOffer(); // the entry has started it already; this keeps the card self-contained
    watchers.add(watcher);
    return () => watchers.delete(watcher);
  },
  /** The offer was used or turned down: an event's prompt() works once. */
  clear: (): void => setOffer(null),
};
