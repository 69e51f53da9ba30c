/**
 * How many bytes of request body the gateway reads, by route class. Bodies are read whole
 * (no BFF gets a half-sent upload, and nothing is streamed to a BFF that will refuse it)
 * and refused with 413 past the limit, before any upstream is called.
 */

/** Every JSON API call: the largest form of the product (a recipe) is a few KiB. */
export const API_BODY_LIMIT = 64 * 1024;

/** Stripe's signed events carry whole objects (a PaymentIntent with its charges). */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** The routes allowed more than API_BODY_LIMIT, each registered on its own. */
export const LARGE_BODY_ROUTES: readonly { method: 'POST'; url: string; bodyLimit: number }[] = [
  { method: 'POST', url: '/api/stripe/webhook', bodyLimit: WEBHOOK_BODY_LIMIT },
];
