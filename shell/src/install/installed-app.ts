// The installed app's service worker, registered at start (docs/product.md §4 Install): it keeps
// the offline page (src/service-worker/offline.ts), so the app opened without a network says so in
// its own words instead of the browser's error page. A browser tab registers the worker only when
// push is turned on (push-browser.ts): the site works in a tab without one.

/** The site's one service worker, for the whole origin. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Whether this page runs as the installed app (standalone, minimal-ui...), not in a browser tab. */
function isInstalledApp(win: Window = window): boolean {
  return typeof win.matchMedia === 'function' && !win.matchMedia('(display-mode: browser)').matches;
}

/**
 * Registers /sw.js once the page has loaded, in the installed app only. Never throws: without a
 * worker the app works as before.
 */
export function registerWorkerWhenInstalled(win: Window = window): void {
  if (!('serviceWorker' in win.navigator) || !isInstalledApp(win)) return;
  const register = () => {
    win.navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
