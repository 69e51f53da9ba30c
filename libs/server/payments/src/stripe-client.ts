import Stripe from 'stripe';
import type { StripeConfig } from '@chefs/server-core';

/** A Stripe call that has not answered within this many milliseconds has failed. */
export const STRIPE_TIMEOUT_MS = 5000;
/** One retry (with Stripe's own backoff and idempotency keys) before giving up. */
export const STRIPE_MAX_NETWORK_RETRIES = 1;

export type StripeSettings = StripeConfig;

/**
 * The official client for the configured account, or null when no secret key is set.
 * STRIPE_API_BASE (a local server speaking Stripe's API) sets host, port and protocol;
 * without it the client talks to api.stripe.com.
 */
export function createStripeClient(settings: StripeSettings): Stripe | null {
  if (!settings.secretKey) return null;
  return new Stripe(settings.secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    telemetry: false,
    appInfo: { name: 'chefs-atlanta' },
    ...apiBaseOptions(settings.apiBase),
  });
}

/** host, port and protocol of an API base URL such as http://127.0.0.1:12111. */
export function apiBaseOptions(apiBase: string | null): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
