// The body of POST /api/notifications/subscribe, shared by the bell (usePushNotifications) and
// /sw.js (a renewed subscription): no DOM or service-worker globals here.
import type { PushSubscriptionRequest } from '@chefs/contracts';

/**
 * The spec's flat body for a device's subscription: endpoint, p256dh and auth (docs/product.md §7),
 * the keys base64url as the browser's `toJSON()` gives them. Not that nested `toJSON()` itself:
 * the server still reads it from older clients, but the flat fields are the API.
 */
export function subscriptionRequest(subscription: Pick<PushSubscription, 'toJSON'>): PushSubscriptionRequest {
  const { endpoint, keys } = subscription.toJSON();
  const p256dh = keys?.p256dh;
  const auth = keys?.auth;
  if (!endpoint || !p256dh || !auth) throw new Error('The push subscription has no endpoint or keys');
  return { endpoint, p256dh, auth };
}
