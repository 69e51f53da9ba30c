/*
 * A local stand-in for Stripe, used by development, the tests and the demo (docs/decisions.md
 * "Payment stand-in"): no machine of ours reaches Stripe.
 *
 * Why hand-written: no maintained package serves Stripe's HTTP API *and* a Stripe.js-
 * compatible browser script offline. stripe-mock (Stripe's own) is a Go binary that is
 * stateless (a confirmed intent is not "succeeded" on the next read, nothing is refunded,
 * no webhooks are sent) and has no Stripe.js. This one keeps state in memory, speaks the
 * subset of the API the official `stripe` package calls for PaymentIntents and refunds,
 * signs webhooks exactly as Stripe does, and serves /v3/stripe.js for @stripe/stripe-js and
 * @stripe/react-stripe-js. Production points the same product code at Stripe itself.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stripeJsScript } from './browser/script';
import { clone } from './ids';
import { Ledger } from './ledger';
import type { PaymentIntentObject } from './objects';
import { createHandler } from './server';
import { WebhookSender, type EventRecord, type StripeEvent } from './webhooks';

export { signatureHeader, type EventRecord, type StripeEvent } from './webhooks';
export { TEST_CARDS, TEST_PAYMENT_METHODS } from './cards';
export { DEFAULT_API_VERSION } from './server';
export type { PaymentIntentObject, ChargeObject, RefundObject } from './objects';

export interface StripeStandInOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where events are posted (e.g. http://127.0.0.1:8080/api/stripe/webhook); null: recorded only. */
  webhookUrl?: string | null;
  /** Deliveries tried per event (default 5) and the first retry delay, doubling (default 500 ms). */
  webhookAttempts?: number;
  webhookBackoffMs?: number;
  /** One JSON line per call; default: silent. */
  log?: (line: { level: number; msg: string; [key: string]: unknown }) => void;
}

export interface StandInEvents {
  /** Every event so far, oldest first, with its delivery state. */
  list(): EventRecord[];
  /** The first event of this type (already recorded or still to come) that matches. */
  waitFor(
    type: StripeEvent['type'],
    options?: { match?: (event: StripeEvent) => boolean; timeoutMs?: number },
  ): Promise<StripeEvent>;
  /** Resolves once no delivery is under way (delivered, or given up after the retries). */
  idle(): Promise<void>;
  /** Posts an event again, as Stripe does when it is unsure a delivery arrived. */
  resend(eventId: string): Promise<void>;
}

export interface StripeStandIn {
  /** Base URL of the API and the script, e.g. http://127.0.0.1:12111 (STRIPE_API_BASE). */
  url: string;
  /** http://<host>:<port>/v3/stripe.js (STRIPE_JS_URL). */
  jsUrl: string;
  port: number;
  events: StandInEvents;
  setWebhookUrl(url: string | null): void;
  /** An intent as the stand-in holds it now (for assertions). */
  paymentIntent(id: string): PaymentIntentObject | undefined;
  close(): Promise<void>;
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const { host = '127.0.0.1', port = 0, secretKey, publishableKey, webhookSecret } = options;
  if (!secretKey.startsWith('sk_')) throw new Error('The stand-in secret key must start with sk_');
  if (!publishableKey.startsWith('pk_')) throw new Error('The stand-in publishable key must start with pk_');
  if (!webhookSecret) throw new Error('The stand-in needs a webhook signing secret (whsec_…)');
  const write = options.log ?? (() => undefined);
  const log = (level: number, msg: string, extra: Record<string, unknown> = {}) => {
    try {
      write({ level, time: Date.now(), msg, ...extra });
    } catch {
      // logging never takes the stand-in down
    }
  };
  const ledger = new Ledger();
  const webhooks = new WebhookSender({
    url: options.webhookUrl ?? null,
    secret: webhookSecret,
    attempts: options.webhookAttempts ?? 5,
    backoffMs: options.webhookBackoffMs ?? 500,
    timeoutMs: 10_000,
    log,
  });
  const server = createServer(
    createHandler({ keys: { secretKey, publishableKey }, ledger, webhooks, script: stripeJsScript(), log }),
  );
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;

  const events: StandInEvents = {
    list: () => [...webhooks.records],
    waitFor: (type, { match = () => true, timeoutMs = 5_000 } = {}) =>
      new Promise((resolve, reject) => {
        const hit = (r: EventRecord) => r.event.type === type && match(r.event);
        const found = webhooks.records.find(hit);
        if (found) return resolve(found.event);
        const timer = setTimeout(() => {
          off();
          reject(new Error(`No ${type} event within ${timeoutMs} ms`));
        }, timeoutMs);
        const off = webhooks.onEvent((r) => {
          if (!hit(r)) return;
          clearTimeout(timer);
          off();
          resolve(r.event);
        });
      }),
    idle: () => webhooks.idle(),
    resend: (id) => webhooks.resend(id),
  };

  return {
    url,
    jsUrl: `${url}/v3/stripe.js`,
    port: actualPort,
    events,
    setWebhookUrl: (next) => {
      webhooks.options.url = next;
    },
    paymentIntent: (id) => {
      const found = ledger.intents.get(id);
      return found ? clone(found) : undefined;
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      webhooks.stop();
      await webhooks.idle();
    },
  };
}
