// The browser's side of web push (docs/product.md §4 Push): support, permission, the /sw.js registration
// and the device's subscription. No React and no API calls here.
import { SERVICE_WORKER_URL } from '../install/installed-app';
import { NOTIFICATION_BADGE, NOTIFICATION_ICON } from '../service-worker/notifications';

/** The badge of the settings card: the browser's permission, or no push at all. */
export type PushPermission = NotificationPermission | 'unsupported';

/** docs/product.md §4: push needs both a service worker and push capability (and notifications to show). */
export function isPushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function currentPermission(): PushPermission {
  return isPushSupported() ? Notification.permission : 'unsupported';
}

/** The registration of /sw.js for this site, if there is one. */
async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

/** This device's push subscription, if it has one. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  const registration = await serviceWorkerRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID public key of this deployment, read at run time from /config.json. */
export async function fetchVapidPublicKey(): Promise<string> {
  const res = await fetch('/config.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  const key = ((await res.json()) as { vapidPublicKey?: unknown }).vapidPublicKey;
  if (typeof key !== 'string' || !key) throw new Error('Web push is not set up on this server (no VAPID public key)');
  return key;
}

/** A base64url string (padding optional) as bytes: the form `applicationServerKey` takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/**
 * Registers /sw.js, waits until it is active and subscribes this device with user-visible-only
 * set and the server's key. A subscription made earlier with the same key is reused; one made
 * with another key (the server's pair changed) is replaced. `created` says whether it is new.
 */
export async function subscribeDevice(
  vapidPublicKey: string,
): Promise<{ subscription: PushSubscription; created: boolean }> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = base64UrlToBytes(vapidPublicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, applicationServerKey)) {
    return { subscription: existing, created: false };
  }
  if (existing) await existing.unsubscribe();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  return { subscription, created: true };
}

/** docs/product.md §7: "Send Test" is a local notification shown through the service worker; no server call. */
export async function showTestNotification(): Promise<void> {
  const registration = await serviceWorkerRegistration();
  if (!registration) throw new Error('The service worker is not registered');
  await registration.showNotification('Test Notification', {
    body: 'Push notifications are working on this device.',
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    tag: 'test-notification',
    data: { url: '/' },
  });
}
