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
const watchers = new Set<() => void>();
let listening = false;

function setOffer(next: BeforeInstallPromptEvent | null): void {
  offer = next;
  for (const watcher of watchers) watcher();
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
}

export const installOffer = {
  current: (): BeforeInstallPromptEvent | null => offer,
  /** For useSyncExternalStore: React subscribes after the render, so listening starts no later. */
  subscribe(watcher: () => void): () => void {
    listenForInstallOffer(); // the entry has started it already; this keeps the card self-contained
    watchers.add(watcher);
    return () => watchers.delete(watcher);
  },
  /** The offer was used or turned down: an event's prompt() works once. */
  clear: (): void => setOffer(null),
};
