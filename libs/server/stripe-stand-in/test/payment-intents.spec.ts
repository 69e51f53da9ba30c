import Stripe from 'stripe';
import type { StripeStandIn } from '../src';
import { browserConfirmBody, KEYS, startForTest, startReceiver, stripeClient } from './helpers';

/** The stand-in driven by the official `stripe` package, as customer-bff drives Stripe. */
describe('Stripe stand-in: payment intents through the official client', () => {
  let standIn: StripeStandIn;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let stripe: Stripe;

  beforeEach(async () => {
    receiver = await startReceiver();
    standIn = await startForTest(receiver.url);
    stripe = stripeClient(standIn);
  });
  afterEach(async () => {
    await standIn.close();
    await receiver.close();
  });

  const create = (idempotencyKey?: string, amount = 34000) =>
    stripe.paymentIntents.create(
      { amount, currency: 'usd', metadata: { bookingId: '12' }, automatic_payment_methods: { enabled: true } },
      idempotencyKey ? { idempotencyKey } : undefined,
    );

  it('creates one intent per idempotency key, shaped like Stripe’s', async () => {
    const first = await create('booking-12');
    const again = await create('booking-12');
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(first).toMatchObject({
      object: 'payment_intent',
      amount: 34000,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { bookingId: '12' },
      automatic_payment_methods: { enabled: true },
      latest_charge: null,
    });
    expect(first.id).toMatch(/^pi_\w+$/);
    expect(first.client_secret).toMatch(new RegExp(`^${first.id}_secret_\\w+$`));
    expect((await create('booking-13')).id).not.toBe(first.id);
  });

  it('refuses the same idempotency key with other parameters', async () => {
    await create('booking-12', 34000);
    await expect(create('booking-12', 51000)).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      message: expect.stringContaining('same parameters'),
    });
  });

  it('refuses a wrong secret key with 401, as Stripe does', async () => {
    const wrong = stripeClient(standIn, 'sk_test_wrong_key_1234');
    await expect(wrong.paymentIntents.create({ amount: 5000, currency: 'usd' })).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
      message: expect.stringContaining('Invalid API Key provided: sk_test_'),
    });
    const res = await fetch(`${standIn.url}/v1/payment_intents`, { method: 'POST' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: expect.objectContaining({
        type: 'invalid_request_error',
        message: expect.stringContaining('did not provide an API key'),
      }),
    });
  });

  it('checks amount and currency like Stripe', async () => {
    await expect(stripe.paymentIntents.create({ amount: 20, currency: 'usd' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_small',
      param: 'amount',
    });
    await expect(
      stripe.paymentIntents.create({ amount: 5000 } as Stripe.PaymentIntentCreateParams),
    ).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'currency',
    });
    await expect(stripe.paymentIntents.retrieve('pi_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('confirms 4242 to succeeded and posts a payment_intent.succeeded webhook that constructEvent verifies', async () => {
    const intent = await create('booking-12');
    const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 34000 });
    expect(paid.latest_charge).toMatch(/^ch_/);

    const [hook] = await receiver.waitFor(1);
    const event = stripe.webhooks.constructEvent(hook.body, hook.signature, KEYS.webhookSecret);
    expect(event).toMatchObject({
      object: 'event',
      type: 'payment_intent.succeeded',
      livemode: false,
      data: { object: { id: intent.id, status: 'succeeded', metadata: { bookingId: '12' } } },
    });
    expect(event.id).toMatch(/^evt_/);
    expect(hook.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => stripe.webhooks.constructEvent(hook.body, hook.signature, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );

    const retrieved = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect(retrieved.status).toBe('succeeded');
    expect(retrieved.latest_charge).toMatchObject({
      object: 'charge',
      paid: true,
      amount: 34000,
      payment_intent: intent.id,
    });
    await expect(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });

  it('declines 4000 0000 0000 0002 from the browser with 402 card_declined and a payment_failed webhook', async () => {
    const intent = await create();
    const res = await fetch(`${standIn.url}/v1/payment_intents/${intent.id}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:8080' },
      body: browserConfirmBody(intent.client_secret!, { number: '4000000000000002' }),
    });
    expect(res.status).toBe(402);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    const { error } = (await res.json()) as { error: Record<string, unknown> };
    expect(error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      payment_intent: { id: intent.id, status: 'requires_payment_method' },
    });
    expect(error.payment_intent).not.toHaveProperty('metadata'); // the browser sees Stripe's client view

    const [hook] = await receiver.waitFor(1);
    const event = stripe.webhooks.constructEvent(hook.body, hook.signature, KEYS.webhookSecret);
    expect(event.type).toBe('payment_intent.payment_failed');
    expect(event.data.object).toMatchObject({
      id: intent.id,
      last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
    });

    // The same intent can then be paid with a good card.
    const again = await fetch(`${standIn.url}/v1/payment_intents/${intent.id}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: browserConfirmBody(intent.client_secret!, { number: '4242424242424242' }),
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: intent.id, status: 'succeeded' });
  });

  it('answers bad card details with Stripe’s messages', async () => {
    const intent = await create();
    const confirm = async (card: { number: string; exp?: string; cvc?: string }) => {
      const res = await fetch(`${standIn.url}/v1/payment_intents/${intent.id}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: browserConfirmBody(intent.client_secret!, card),
      });
      return { status: res.status, error: ((await res.json()) as { error: { code: string; message: string } }).error };
    };
    expect(await confirm({ number: '4242424242424241' })).toEqual({
      status: 402,
      error: expect.objectContaining({ code: 'invalid_number', message: 'Your card number is invalid.' }),
    });
    expect((await confirm({ number: '4242424242424242', exp: '13/30' })).error.message).toBe(
      "Your card's expiration month is invalid.",
    );
    expect((await confirm({ number: '4242424242424242', exp: '01/20' })).error.message).toBe(
      "Your card's expiration year is invalid.",
    );
    expect((await confirm({ number: '4242424242424242', cvc: '12' })).error.message).toBe(
      "Your card's security code is invalid.",
    );
    expect((await confirm({ number: '4000000000009995' })).error).toMatchObject({
      code: 'card_declined',
      message: 'Your card has insufficient funds.',
    });
  });

  it('lets the browser read an intent with its client secret only, and without server-only fields', async () => {
    const intent = await create();
    const read = (secret: string) =>
      fetch(`${standIn.url}/v1/payment_intents/${intent.id}?key=${KEYS.publishableKey}&client_secret=${secret}`);
    const ok = await read(intent.client_secret!);
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: intent.id, amount: 34000, status: 'requires_payment_method' });
    expect(body).not.toHaveProperty('metadata');
    expect((await read(`${intent.id}_secret_wrong`)).status).toBe(400);
    const create2 = await fetch(`${standIn.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEYS.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=5000&currency=usd',
    });
    expect(create2.status).toBe(401);
  });

  it('refunds a paid intent once, posts charge.refunded, and refuses what Stripe refuses', async () => {
    const unpaid = await create();
    await expect(stripe.refunds.create({ payment_intent: unpaid.id })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_not_refundable',
    });

    const intent = await create();
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const partial = await stripe.refunds.create({ payment_intent: intent.id, amount: 4000 });
    expect(partial).toMatchObject({ object: 'refund', status: 'succeeded', amount: 4000, payment_intent: intent.id });
    expect(partial.id).toMatch(/^re_/);
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 40000 })).rejects.toMatchObject({
      code: 'amount_too_large',
      message: 'Refund amount ($400.00) is greater than unrefunded amount on charge ($300.00)',
    });
    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(30000);
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });

    const hooks = await receiver.waitFor(3);
    const events = hooks.map((h) => stripe.webhooks.constructEvent(h.body, h.signature, KEYS.webhookSecret));
    const refunded = events.filter((e) => e.type === 'charge.refunded').map((e) => e.data.object);
    expect(refunded.map((c) => [c.amount_refunded, c.refunded, c.payment_intent])).toEqual([
      [4000, false, intent.id],
      [34000, true, intent.id],
    ]);
  });

  it('cancels an unpaid intent and refuses to cancel a paid one', async () => {
    const intent = await create();
    expect((await stripe.paymentIntents.cancel(intent.id)).status).toBe('canceled');
    const paid = await create();
    await stripe.paymentIntents.confirm(paid.id, { payment_method: 'pm_card_visa' });
    await expect(stripe.paymentIntents.cancel(paid.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });
});
