import type { RuleSet } from './validation';

/**
 * POST /api/notifications/subscribe: the browser's `PushSubscription.toJSON()` (docs/product.md §3 "Push
 * subscription payload": endpoint, p256dh and auth). The keys are base64url as browsers write them
 * (standard base64 and padding are read too); the server stores them base64url without padding.
 */
export interface PushSubscriptionRequest {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
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
  endpoint: 'The push subscription endpoint must be an https URL',
  keys: 'The push subscription keys are missing',
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
 * Where a push service may live: https only; plain http only on this machine (a local push
 * endpoint in development and tests) and never in production.
 */
export function isPushEndpoint(value: string, allowLoopbackHttp: boolean): boolean {
  if (value.length > PUSH_ENDPOINT_MAX_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return allowLoopbackHttp && url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** A base64 or base64url key as base64url without padding (how the worker and browsers read it). */
export function toBase64Url(key: string): string {
  return key.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
