/// <reference lib="webworker" />
// /sw.js, the site's service worker (built by the shell as its own un-hashed file). It shows web
// pushes, opens or focuses the site on a click, and carries out a chef's Accept or Decline from
// the notification with the chef's session cookie, no tab needed. It keeps one page, the offline
// page (offline.ts), for a page of the site the network cannot bring; it caches nothing else.
import type { BookingDto, PushAction } from '@chefs/contracts';
import {
  actionResult,
  errorMessageOf,
  isPushAction,
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  parsePushPayload,
  readNotificationData,
  sameOriginUrl,
  STATUS_OF_ACTION,
  toNotification,
  type ActionOutcome,
  type NotificationData,
} from './notifications';
import { subscriptionRequest } from '../push/subscription-request';
import {
  OFFLINE_CACHE,
  OFFLINE_FILES,
  OFFLINE_PAGE,
  isSitePageNavigation,
  offlineFileOf,
  staleCaches,
} from './offline';

declare const self: ServiceWorkerGlobalScope;

/**
 * Keeps the worker alive until `work` settles. An event dispatched by script (not the browser)
 * cannot be extended (`waitUntil` throws); its work still runs to the end.
 */
function keepAlive(event: ExtendableEvent, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    // untrusted event: nothing to extend
  }
}

const jsonRequest = (method: string, body: unknown): RequestInit => ({
  method,
  credentials: 'include',
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** Notification.maxActions is Chromium's; elsewhere notifications have no buttons. */
const maxActions = (): number => (Notification as unknown as { maxActions?: number }).maxActions ?? 0;

async function showPush(raw: string | null): Promise<void> {
  const { title, options } = toNotification(parsePushPayload(raw), maxActions());
  await self.registration.showNotification(title, options);
}

/** Focuses a tab of the site (navigated to `url`), or opens one. */
async function openPage(url: string): Promise<void> {
  const target = sameOriginUrl(url, self.location.origin);
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((t) => t.url === target) ?? tabs[0];
  if (tab) {
    const focused = await tab.focus().catch(() => tab);
    if (focused.url === target) return;
    try {
      await focused.navigate(target);
      return;
    } catch {
      // a tab this worker does not control cannot be navigated from here: open a new one
    }
  }
  await self.clients.openWindow(target);
}

/** PATCH /api/bookings/:id/status with the chef's cookie, then a notification with the outcome. */
async function applyAction(action: PushAction, data: NotificationData & { bookingId: number }): Promise<void> {
  let outcome: ActionOutcome;
  try {
    const res = await fetch(
      `/api/bookings/${data.bookingId}/status`,
      jsonRequest('PATCH', { status: STATUS_OF_ACTION[action] }),
    );
    const body = await res.text();
    outcome = res.ok
      ? { ok: true, booking: JSON.parse(body) as BookingDto }
      : { ok: false, status: res.status, message: errorMessageOf(body) };
  } catch {
    outcome = { ok: false, status: 0, message: null };
  }
  const { title, body } = actionResult(action, outcome);
  await self.registration.showNotification(title, {
    body,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    tag: `booking-${data.bookingId}`,
    data: { url: data.url, bookingId: data.bookingId } satisfies NotificationData,
  });
}

/** The browser renewed (or dropped) the subscription: tell the server, with the user's cookie. */
async function resubscribe(event: PushSubscriptionChangeEvent): Promise<void> {
  const old = event.oldSubscription;
  const renewed =
    event.newSubscription ??
    (old?.options.applicationServerKey
      ? await self.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: old.options.applicationServerKey,
        })
      : null);
  if (renewed) await fetch('/api/notifications/subscribe', jsonRequest('POST', subscriptionRequest(renewed)));
  if (old && old.endpoint !== renewed?.endpoint) {
    await fetch('/api/notifications/subscribe', jsonRequest('DELETE', { endpoint: old.endpoint }));
  }
}

/**
 * Keeps the offline page and its files. Best effort: a worker installed while the network is
 * down still shows pushes, and the next version's install tries again.
 */
async function keepOfflinePage(): Promise<void> {
  try {
    const cache = await caches.open(OFFLINE_CACHE);
    await cache.addAll(OFFLINE_FILES.map((path) => new Request(path, { cache: 'reload' })));
  } catch {
    // no offline page this time: a page the network cannot bring shows the browser's own
  }
}

/**
 * From the network, else what the cache keeps for it: the offline page for a page of the site,
 * the file itself for one of the offline page's files.
 */
async function networkOrKept(request: Request, kept: string): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(kept, { cacheName: OFFLINE_CACHE });
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('install', (event) => {
  // A new version takes over at once: its only cache is the offline page, kept here.
  keepAlive(
    event,
    keepOfflinePage().then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const stale = caches.keys().then((names) => Promise.all(staleCaches(names).map((name) => caches.delete(name))));
  // No navigation preload: with it, a navigation the worker leaves alone (the API's sign-in and
  // sign-out) would be asked of the server twice.
  const noPreload = self.registration.navigationPreload?.disable();
  keepAlive(
    event,
    Promise.all([stale, noPreload]).then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // Anything else is not answered here: it goes to the network as if there were no worker.
  if (isSitePageNavigation(request, self.location.origin)) {
    event.respondWith(networkOrKept(request, OFFLINE_PAGE));
    return;
  }
  const file = offlineFileOf(request, self.location.origin);
  if (file) event.respondWith(networkOrKept(request, file));
});

self.addEventListener('push', (event) => {
  keepAlive(event, showPush(event.data?.text() ?? null));
});

self.addEventListener('notificationclick', (event) => {
  const data = readNotificationData(event.notification.data);
  const action = isPushAction(event.action) ? event.action : null;
  if (action && data.bookingId) {
    // Not closed: the outcome replaces it under the same tag. Chromium keys a tagged
    // notification by its tag, so a close() still on its way when the outcome is shown
    // would close the outcome instead.
    keepAlive(event, applyAction(action, { ...data, bookingId: data.bookingId }));
    return;
  }
  event.notification.close();
  keepAlive(event, openPage(data.url));
});

self.addEventListener('pushsubscriptionchange', (event) => {
  keepAlive(event, resubscribe(event));
});
