import { Script } from 'node:vm';
import { startReceiver, startForTest, stripeClient, KEYS } from './helpers';

describe('Stripe stand-in: webhook delivery', () => {
  it('retries a failed delivery with backoff until the endpoint answers 2xx', async () => {
    let calls = 0;
    const receiver = await startReceiver(() => (++calls < 3 ? 500 : 200));
    const standIn = await startForTest(receiver.url, { webhookBackoffMs: 10 });
    try {
      const stripe = stripeClient(standIn);
      const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'usd' });
      await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
      const hooks = await receiver.waitFor(3);
      await standIn.events.idle();
      // Every attempt is signed afresh and verifies.
      for (const h of hooks)
        expect(stripe.webhooks.constructEvent(h.body, h.signature, KEYS.webhookSecret).type).toBe(
          'payment_intent.succeeded',
        );
      expect(standIn.events.list()).toEqual([
        expect.objectContaining({ state: 'delivered', attempts: 3, lastStatus: 200 }),
      ]);
    } finally {
      await standIn.close();
      await receiver.close();
    }
  });

  it('gives up quietly when nobody listens, and keeps answering', async () => {
    const standIn = await startForTest('http://127.0.0.1:9/nowhere', { webhookBackoffMs: 5 });
    try {
      const stripe = stripeClient(standIn);
      const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'usd' });
      await stripe.paymentIntents
        .confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' })
        .catch(() => undefined);
      const event = await standIn.events.waitFor('payment_intent.payment_failed');
      expect(event.data.object).toMatchObject({ id: intent.id });
      await standIn.events.idle();
      expect(standIn.events.list()[0]).toMatchObject({ state: 'failed', attempts: 5 });
      expect((await fetch(`${standIn.url}/healthz`)).status).toBe(200);
    } finally {
      await standIn.close();
    }
  });

  it('can redeliver an event, as Stripe sometimes does', async () => {
    const receiver = await startReceiver();
    const standIn = await startForTest(receiver.url);
    try {
      const stripe = stripeClient(standIn);
      const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'usd' });
      await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
      const event = await standIn.events.waitFor('payment_intent.succeeded');
      await receiver.waitFor(1);
      await standIn.events.resend(event.id);
      const [a, b] = await receiver.waitFor(2);
      expect(JSON.parse(b.body).id).toBe(JSON.parse(a.body).id);
    } finally {
      await standIn.close();
      await receiver.close();
    }
  });
});

describe('Stripe stand-in: HTTP basics', () => {
  it('answers health, CORS preflight, the script and unknown URLs', async () => {
    const standIn = await startForTest();
    try {
      expect((await fetch(`${standIn.url}/healthz`)).status).toBe(200);
      const pre = await fetch(`${standIn.url}/v1/payment_intents/pi_x/confirm`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:8380', 'access-control-request-method': 'POST' },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:8380');
      expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
      const script = await fetch(standIn.jsUrl);
      expect(script.headers.get('content-type')).toContain('javascript');
      const source = await script.text();
      expect(source).toContain('window.Stripe');
      // The pieces are serialised functions: they must not reach module code (imports, require, bundler helpers).
      expect(source).not.toMatch(/\brequire\(|_WEBPACK_|__webpack|\bexports\b|\b_interop/);
      expect(() => new Script(source)).not.toThrow(); // parses
      const unknown = await fetch(`${standIn.url}/v1/customers`, {
        headers: { authorization: `Bearer ${KEYS.secretKey}` },
      });
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as { error: { message: string } }).error.message).toContain(
        'Unrecognized request URL',
      );
    } finally {
      await standIn.close();
    }
  });
});
