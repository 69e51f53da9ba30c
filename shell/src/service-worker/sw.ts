/// <reference lib="webworker" />
// /sw.js, the site's service worker (built by the shell as its own un-hashed file). It caches
// nothing: it shows web pushes, opens or focuses the site on a click, and carries out a chef's
// Accept or Decline from the notification with the chef's session cookie, no tab needed.
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

self.addEventListener('install', (event) => {
  // A new version takes over at once: it holds no caches that could go stale.
  keepAlive(event, self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  keepAlive(event, self.clients.claim());
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
