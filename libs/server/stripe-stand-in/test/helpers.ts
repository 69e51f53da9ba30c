import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeStandIn, type StripeStandIn } from '../src';

export const KEYS = {
  secretKey: 'sk_test_standin_spec',
  publishableKey: 'pk_test_standin_spec',
  webhookSecret: 'whsec_standin_spec',
};

export interface ReceivedWebhook {
  body: string;
  signature: string;
}

/** A little webhook receiver: records every POST and answers with `status()` (200 unless told). */
export async function startReceiver(status: () => number = () => 200) {
  const received: ReceivedWebhook[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stripe-signature']),
      });
      res.writeHead(status()).end();
      waiters.splice(0).forEach((w) => w());
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`;
  return {
    url,
    received,
    /** Resolves once `count` deliveries have arrived. */
    async waitFor(count: number, timeoutMs = 5000): Promise<ReceivedWebhook[]> {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`only ${received.length} of ${count} webhooks arrived`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 100);
        });
      }
      return received;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The official client, pointed at the stand-in as customer-bff does (host, port, protocol). */
export function stripeClient(standIn: StripeStandIn, secretKey = KEYS.secretKey): Stripe {
  const url = new URL(standIn.url);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

export async function startForTest(webhookUrl: string | null = null, extra: { webhookBackoffMs?: number } = {}) {
  return startStripeStandIn({ ...KEYS, port: 0, webhookUrl, webhookBackoffMs: extra.webhookBackoffMs ?? 20 });
}

/** What Stripe.js posts to confirm an intent from the browser: publishable key, client secret, raw card. */
export function browserConfirmBody(clientSecret: string, card: { number: string; exp?: string; cvc?: string }) {
  const [month, year] = (card.exp ?? `12/${(new Date().getFullYear() + 2) % 100}`).split('/');
  return new URLSearchParams({
    key: KEYS.publishableKey,
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number,
    'payment_method_data[card][exp_month]': month,
    'payment_method_data[card][exp_year]': `20${year}`,
    'payment_method_data[card][cvc]': card.cvc ?? '123',
    'payment_method_data[billing_details][address][postal_code]': '30303',
    return_url: 'http://localhost:8080/',
  }).toString();
}
