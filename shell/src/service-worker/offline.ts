/**
 * The installed app's offline page: a page of the site that cannot be reached (no network)
 * answers with /offline.html, kept by the service worker since it was installed, instead of the
 * browser's own error page. Pages are always asked of the network first: nothing else is cached,
 * so nothing can go stale.
 */
import { isReservedPath } from '@chefs/contracts';

/** The cache of this version of the worker; an older version's is deleted when this one takes over. */
export const OFFLINE_CACHE = 'chefs-offline-v2';

/** The offline page and what it loads, kept at install. Absolute paths: it is shown at any address. */
export const OFFLINE_PAGE = '/offline.html';
export const OFFLINE_FILES = [OFFLINE_PAGE, '/offline.js', '/icons/icon.svg'] as const;

/**
 * Whether the worker answers this request: a top-level navigation (or a frame's) to a page of
 * this origin, by GET. Every other request goes to the network as if there were no worker.
 */
export function isSitePageNavigation(request: Pick<Request, 'mode' | 'method' | 'url'>, origin: string): boolean {
  if (request.mode !== 'navigate' || request.method !== 'GET') return false;
  const url = new URL(request.url);
  return url.origin === origin && !isReservedPath(url.pathname);
}

/** The offline page's own file this request asks for (its script, its icon), by GET from this origin; else null. */
export function offlineFileOf(request: Pick<Request, 'mode' | 'method' | 'url'>, origin: string): string | null {
  if (request.mode === 'navigate' || request.method !== 'GET') return null;
  const url = new URL(request.url);
  const file = OFFLINE_FILES.find((path) => path !== OFFLINE_PAGE && path === url.pathname);
  return url.origin === origin && file ? file : null;
}

/** Caches other than this version's offline cache, to delete when this version takes over. */
export function staleCaches(names: readonly string[]): string[] {
  return names.filter((name) => name.startsWith('chefs-offline-') && name !== OFFLINE_CACHE);
}
