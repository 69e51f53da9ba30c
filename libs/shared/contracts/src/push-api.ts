import type { RuleSet } from './validation';

/** A subscription's two keys: the browser's P-256 public key and its 16-byte auth secret. */
export interface PushSubscriptionKeys {
  p256dh: string;
  auth: string;
}

/**
 * POST /api/notifications/subscribe: endpoint, p256dh and auth as flat fields, as the spec names
 * them (docs/product.md §3 "Push subscription" and §7). The keys are base64url as browsers write
 * them (standard base64 and padding are read too); the server stores them base64url without padding.
 */
export interface PushSubscriptionRequest {
  endpoint: string;
  p256dh: string;
  auth: string;
  /**
   * The same keys in the browser's `PushSubscription.toJSON()` form, kept for older clients (a
   * page or service worker loaded before the body was flat sends `{endpoint, expirationTime,
   * keys}`). The server reads it when p256dh and auth are not sent; sent beside them, it must hold
   * the same keys. New clients leave it out.
   */
  keys?: PushSubscriptionKeys;
  /** Part of the older clients' toJSON() form; read as a number or null and not stored. */
  expirationTime?: number | null;
}

/** DELETE /api/notifications/subscribe: the endpoint of the caller's subscription to forget. */
export interface PushUnsubscribeRequest {
  endpoint: string;
}

/** What both calls answer: whether this device's endpoint is now subscribed for the caller. */
export interface PushSubscriptionStatus {
  subscribed: boolean;
}

export const PUSH_MESSAGES = {
  endpoint: 'The push subscription endpoint must be the https URL of a push service',
  keys: 'The push subscription keys are missing',
  keysTwice: 'Send the push subscription keys once: either p256dh and auth, or keys',
  p256dh: 'The push subscription key p256dh must be a P-256 public key (base64url)',
  auth: 'The push subscription auth secret must be 16 bytes (base64url)',
} as const;

/** Longest endpoint accepted (push services use well under 1 KB). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/**
 * The subscription's fields. An uncompressed P-256 point is 65 bytes starting 0x04 (87 base64
 * characters, the first one "B"); the auth secret is 16 bytes (22 characters).
 */
export const PUSH_SUBSCRIPTION_RULES = {
  endpoint: { kind: 'url', message: PUSH_MESSAGES.endpoint },
  p256dh: { kind: 'text', pattern: /^B[A-Za-z0-9+/_-]{86}=?$/, maxLength: 88, message: PUSH_MESSAGES.p256dh },
  auth: { kind: 'text', pattern: /^[A-Za-z0-9+/_-]{22}(?:==)?$/, maxLength: 24, message: PUSH_MESSAGES.auth },
} as const satisfies RuleSet;

/**
 * What may stand in for a push service besides the public ones, and only outside production: the
 * local push services of development and tests.
 */
export interface PushEndpointAllowance {
  /**
   * Plain http on this machine (localhost, 127.0.0.1, [::1]), any port: the local push endpoint
   * the end-to-end suite starts on a port of its choosing. No push service speaks plain http, so
   * this can only ever reach a stand-in.
   */
  loopbackHttp?: boolean;
  /**
   * Exact origins (scheme, host and port, as URL.origin writes them) of a local push service over
   * https, as the worker's tests start one.
   */
  origins?: readonly string[];
}

/** Special-use names (RFC 6761, 6762, 8375; ICANN's .internal) that no public push service is under. */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'test', 'invalid', 'example'];
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Why the server will not send pushes to `value`, or null when it may. Pushes are POSTed by the
 * worker to whatever endpoint a signed-in browser gave, so an endpoint is a request our network
 * makes on a stranger's word (SSRF): it must be a push service's https URL by name, on the default
 * port. Every IP literal is refused, public ones too: push services are reached by name, and a
 * list of private ranges always misses one (NAT64's 64:ff9b::/96 reaches any IPv4 address).
 */
export function pushEndpointProblem(value: string, allow: PushEndpointAllowance = {}): string | null {
  if (value.length > PUSH_ENDPOINT_MAX_LENGTH) return 'too long';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'not https';
  if (url.username || url.password) return 'has credentials';
  // The worker's web-push reads the endpoint with Node's legacy url.parse, not with URL: a host
  // spelt so that the two could read it differently (a backslash, a tab, an "@", 2130706433 or
  // 0x7f.1 for 127.0.0.1, an explicit :443) is refused before either reads it.
  if (!value.startsWith(`${url.origin}/`)) return 'not written plainly';
  if (allow.loopbackHttp && url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname)) return null;
  if (allow.origins?.includes(url.origin)) return null;
  if (url.protocol !== 'https:') return 'not https';
  if (url.port !== '') return `port ${url.port}, not 443`;
  // A name may end with the root's dot ("localhost."): the same host for DNS.
  const host = url.hostname.replace(/\.$/, '');
  if (host.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(host)) return 'an IP address';
  if (!host.includes('.')) return 'a single-label name';
  // Letters, digits and hyphens only (IDNs arrive as punycode): URL takes ";", "!", "=" and more
  // in a name, where url.parse ends the host, reading https://127.0.0.1;.example.com/ as 127.0.0.1.
  if (!/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(host)) return 'not a host name';
  if (PRIVATE_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) return 'a private name';
  return null;
}

/** Whether pushes may be sent to `value` (pushEndpointProblem finds nothing wrong). */
export function isPushEndpoint(value: string, allow: PushEndpointAllowance = {}): boolean {
  return pushEndpointProblem(value, allow) === null;
}

/** A base64 or base64url key as base64url without padding (how the worker and browsers read it). */
export function toBase64Url(key: string): string {
  return key.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
