import Stripe from 'stripe';
import { startStripeStandIn, type StripeStandIn } from '@chefs/stripe-stand-in';
import {
  MESSAGES,
  PAYMENT_ERROR_CODES,
  type BookingDetailDto,
  type BookingDto,
  type PaymentIntentDto,
} from '@chefs/contracts';
import { Booking, BookingStatusHistory, ProcessedWebhookEvent, type Chef, type User } from '@chefs/db';
import { createStripeClient } from '@chefs/payments';
import { bookingRequest, daysFromToday, startTestApp, type TestApp } from './support';

const KEYS = {
  secretKey: 'sk_test_customer_bff_payments',
  publishableKey: 'pk_test_customer_bff_payments',
  webhookSecret: 'whsec_customer_bff_payments',
};

/** Stripe's webhook body and header, signed as Stripe signs them. */
function signed(event: object, secret = KEYS.webhookSecret): { body: string; signature: string } {
  const body = JSON.stringify(event);
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
}

let eventCounter = 0;
const intentEvent = (type: string, intentId: string, bookingId: number, status: string) => ({
  id: `evt_test_${process.pid}_${++eventCounter}`,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  data: { object: { id: intentId, object: 'payment_intent', metadata: { bookingId: String(bookingId) }, status } },
});

function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe('payments (HTTP, seeded Postgres, local Stripe stand-in)', () => {
  let t: TestApp;
  let standIn: StripeStandIn;
  let stripe: Stripe;
  let me: User;
  let cookie: string;
  let chef: Chef;

  const bookings = () => t.db.dataSource.getRepository(Booking);
  const book = async (days: number, overrides: Record<string, unknown> = {}): Promise<BookingDto> =>
    (
      await t.http
        .post('/api/bookings')
        .set('Cookie', cookie)
        .send(bookingRequest(chef.id, { eventDate: daysFromToday(days), ...overrides }))
        .expect(201)
    ).body as BookingDto;
  const intentFor = (bookingId: number) =>
    t.http.post('/api/create-payment-intent').set('Cookie', cookie).send({ bookingId });
  const detail = async (id: number) =>
    (await t.http.get(`/api/bookings/${id}`).set('Cookie', cookie).expect(200)).body as BookingDetailDto;
  const cancel = (id: number) => t.http.post(`/api/bookings/${id}/cancel`).set('Cookie', cookie);
  const webhook = (payload: { body: string; signature?: string }) => {
    const req = t.http.post('/api/stripe/webhook').set('content-type', 'application/json');
    if (payload.signature !== undefined) void req.set('stripe-signature', payload.signature);
    return req.send(payload.body);
  };
  /** Pays the booking's intent at the stand-in with a test card, as the browser's Stripe.js does. */
  const pay = async (bookingId: number, paymentMethod = 'pm_card_visa'): Promise<string> => {
    const intent = (await intentFor(bookingId).expect(200)).body as PaymentIntentDto;
    const id = intent.clientSecret.split('_secret_')[0];
    await stripe.paymentIntents.confirm(id, { payment_method: paymentMethod }).catch((e: unknown) => {
      if (!(e instanceof Stripe.errors.StripeCardError)) throw e;
    });
    await standIn.events.idle();
    return id;
  };
  const refundsAtStandIn = (intentId: string) =>
    standIn.events
      .list()
      .filter((r) => r.event.type === 'charge.refunded')
      .filter((r) => (r.event.data.object as { payment_intent?: string }).payment_intent === intentId);

  beforeAll(async () => {
    standIn = await startStripeStandIn({ port: 0, ...KEYS, webhookUrl: null, webhookBackoffMs: 50 });
    t = await startTestApp({ ...KEYS, apiBase: standIn.url, jsUrl: standIn.jsUrl });
    await t.app.listen(0, '127.0.0.1');
    standIn.setWebhookUrl(`${await t.app.getUrl()}/api/stripe/webhook`);
    stripe = createStripeClient({ ...KEYS, apiBase: standIn.url, jsUrl: null }) as Stripe;
    ({ user: me, cookie } = await t.newUser());
    chef = await t.newChef({ pricePerPersonCents: 9000 });
  });

  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  describe('POST /api/create-payment-intent', () => {
    it('creates one PaymentIntent per booking, for the booking’s amount, and reuses it', async () => {
      const booking = await book(20, { guestCount: 3, totalAmount: 1 });
      const first = (await intentFor(booking.id).expect(200)).body as PaymentIntentDto;
      // An amount from the browser is never read: the booking's total is charged.
      const second = (
        await t.http.post('/api/create-payment-intent').set('Cookie', cookie).send({ bookingId: booking.id, amount: 1 })
      ).body as PaymentIntentDto;
      expect(first).toEqual({
        clientSecret: expect.stringMatching(/^pi_.+_secret_/),
        publishableKey: KEYS.publishableKey,
        stripeJsUrl: standIn.jsUrl,
        amount: 270,
      });
      expect(second).toEqual(first);
      const stored = await bookings().findOneByOrFail({ id: booking.id });
      expect(first.clientSecret.startsWith(`${stored.stripePaymentIntentId}_secret_`)).toBe(true);
      expect(standIn.paymentIntent(stored.stripePaymentIntentId as string)).toMatchObject({
        amount: 27000,
        currency: 'usd',
        metadata: { bookingId: String(booking.id) },
        automatic_payment_methods: { enabled: true },
      });
    });

    it('makes a new intent when Stripe does not know the stored one (a stand-in started again), which then pays', async () => {
      const booking = await book(47);
      await intentFor(booking.id).expect(200);
      // As after a restart of the local stand-in, which keeps nothing: the stored id is unknown to it.
      await bookings().update({ id: booking.id }, { stripePaymentIntentId: 'pi_forgotten_by_stripe' });
      const answers = await Promise.all(Array.from({ length: 3 }, () => intentFor(booking.id)));
      for (const a of answers) expect(a.status).toBe(200);
      expect(new Set(answers.map((a) => (a.body as PaymentIntentDto).clientSecret)).size).toBe(1);
      const stored = await bookings().findOneByOrFail({ id: booking.id });
      expect(stored.stripePaymentIntentId).not.toBe('pi_forgotten_by_stripe');
      expect(
        (answers[0].body as PaymentIntentDto).clientSecret.startsWith(`${stored.stripePaymentIntentId}_secret_`),
      ).toBe(true);
      expect(standIn.paymentIntent(stored.stripePaymentIntentId as string)).toMatchObject({
        amount: booking.totalAmount * 100,
        metadata: { bookingId: String(booking.id) },
      });
      await pay(booking.id);
      expect((await bookings().findOneByOrFail({ id: booking.id })).paymentStatus).toBe('paid');
    });

    it('gives ten simultaneous calls the one intent', async () => {
      const booking = await book(21);
      const answers = await Promise.all(Array.from({ length: 10 }, () => intentFor(booking.id)));
      expect(new Set(answers.map((a) => (a.body as PaymentIntentDto).clientSecret)).size).toBe(1);
    });

    it('lets a customer whose card was declined try again with the same intent', async () => {
      const booking = await book(22);
      const intentId = await pay(booking.id, 'pm_card_chargeDeclined');
      expect((await bookings().findOneByOrFail({ id: booking.id })).paymentStatus).toBe('failed');
      expect(await t.outbox(`payment_failed:${booking.id}:`)).toHaveLength(1);
      const retry = (await intentFor(booking.id).expect(200)).body as PaymentIntentDto;
      expect(retry.clientSecret.startsWith(`${intentId}_secret_`)).toBe(true);
      await pay(booking.id);
      expect((await bookings().findOneByOrFail({ id: booking.id })).paymentStatus).toBe('paid');
    });

    it('answers 409 "already completed" once paid, and 409 "no longer payable" once cancelled', async () => {
      const paid = await book(23);
      await pay(paid.id);
      const res = await intentFor(paid.id).expect(409);
      expect(res.body).toMatchObject({ code: PAYMENT_ERROR_CODES.alreadyPaid, message: MESSAGES.payment.alreadyPaid });

      const cancelled = await book(24);
      await cancel(cancelled.id).expect(200);
      const refused = await intentFor(cancelled.id).expect(409);
      expect(refused.body).toMatchObject({
        code: PAYMENT_ERROR_CODES.notPayable,
        message: MESSAGES.payment.notPayable,
      });
      // A request whose date passed unanswered: the worker cancels it, so it is not paid for.
      const lapsed = await book(26);
      await bookings().update({ id: lapsed.id }, { eventDate: daysFromToday(-1) });
      const late = await intentFor(lapsed.id).expect(409);
      expect(late.body).toMatchObject({ code: PAYMENT_ERROR_CODES.notPayable });
      expect((await bookings().findOneByOrFail({ id: lapsed.id })).stripePaymentIntentId).toBeNull();
    });
  });

  describe('POST /api/stripe/webhook', () => {
    it('marks a booking paid from the stand-in’s signed webhook, with one receipt', async () => {
      const booking = await book(25);
      const intentId = await pay(booking.id);
      const delivered = standIn.events.list().filter((r) => r.event.type === 'payment_intent.succeeded');
      expect(delivered.some((r) => r.state === 'delivered')).toBe(true);
      expect(await bookings().findOneByOrFail({ id: booking.id })).toMatchObject({
        paymentStatus: 'paid',
        status: 'pending',
        stripePaymentIntentId: intentId,
      });
      const receipts = await t.outbox(`payment_receipt:${booking.id}`, 'email');
      expect(receipts).toHaveLength(1);
      expect(receipts[0].payload).toMatchObject({ template: 'payment_receipt', data: { totalAmount: '360.00' } });
      const pushes = await t.outbox(`payment_receipt:${booking.id}`, 'push');
      expect(pushes.map((p) => p.payload)).toEqual([
        expect.objectContaining({
          title: 'Payment received',
          body: expect.stringContaining('$360.00'),
          url: `/bookings/${booking.id}`,
          bookingId: booking.id,
        }),
      ]);
    });

    it('marks paid once when "succeeded" comes three times, shuffled with a "payment_failed"', async () => {
      for (let round = 0; round < 4; round++) {
        const booking = await book(26 + round);
        const intent = (await intentFor(booking.id).expect(200)).body as PaymentIntentDto;
        const intentId = intent.clientSecret.split('_secret_')[0];
        const succeeded = signed(intentEvent('payment_intent.succeeded', intentId, booking.id, 'succeeded'));
        const failed = signed(
          intentEvent('payment_intent.payment_failed', intentId, booking.id, 'requires_payment_method'),
        );
        const deliveries = shuffle([succeeded, succeeded, succeeded, failed]);
        // Rounds 0-1 one after another (every order is possible), rounds 2-3 all at once.
        if (round < 2) for (const d of deliveries) await webhook(d).expect(200);
        else for (const res of await Promise.all(deliveries.map((d) => webhook(d)))) expect(res.status).toBe(200);
        expect((await bookings().findOneByOrFail({ id: booking.id })).paymentStatus).toBe('paid');
        expect(await t.outbox(`payment_receipt:${booking.id}`, 'email')).toHaveLength(1);
        expect(await t.outbox(`payment_receipt:${booking.id}`, 'push')).toHaveLength(1);
      }
      const events = await t.db.dataSource.getRepository(ProcessedWebhookEvent).find();
      expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    });

    it('never moves a refunded booking back to paid, and ignores event types it does not handle', async () => {
      const booking = await book(31);
      const intentId = await pay(booking.id);
      await cancel(booking.id).expect(200);
      await standIn.events.idle();
      await webhook(signed(intentEvent('payment_intent.succeeded', intentId, booking.id, 'succeeded'))).expect(200);
      expect((await bookings().findOneByOrFail({ id: booking.id })).paymentStatus).toBe('refunded');
      const other = await webhook(
        signed({ ...intentEvent('customer.created', 'cus_1', 0, ''), type: 'customer.created' }),
      );
      expect(other.status).toBe(200);
    });

    it('keeps a booking refunded when Stripe tells of the full refund before the success', async () => {
      const booking = await book(30);
      const intent = (await intentFor(booking.id).expect(200)).body as PaymentIntentDto;
      const intentId = intent.clientSecret.split('_secret_')[0];
      const charge = { id: `ch_${intentId}`, object: 'charge', payment_intent: intentId, amount: 36000 };
      const refunded = {
        ...intentEvent('charge.refunded', intentId, booking.id, ''),
        data: { object: { ...charge, amount_refunded: 36000, refunded: true, metadata: {} } },
      };
      const partly = {
        ...intentEvent('charge.refunded', intentId, booking.id, ''),
        data: { object: { ...charge, amount_refunded: 1000, refunded: false, metadata: {} } },
      };
      await webhook(signed(partly)).expect(200);
      expect((await bookings().findOneByOrFail({ id: booking.id })).paymentStatus).toBe('pending');
      await webhook(signed(refunded)).expect(200);
      await webhook(signed(intentEvent('payment_intent.succeeded', intentId, booking.id, 'succeeded'))).expect(200);
      expect(await bookings().findOneByOrFail({ id: booking.id })).toMatchObject({
        paymentStatus: 'refunded',
        stripePaymentIntentId: intentId,
      });
      expect(await t.outbox(`payment_refunded:${booking.id}`, 'email')).toHaveLength(1);
      expect(await t.outbox(`payment_receipt:${booking.id}`)).toHaveLength(0);
    });

    it('answers 400 to a missing or wrong signature, or a body that is not the one signed, and changes nothing', async () => {
      const booking = await book(32);
      const intent = (await intentFor(booking.id).expect(200)).body as PaymentIntentDto;
      const intentId = intent.clientSecret.split('_secret_')[0];
      const event = intentEvent('payment_intent.succeeded', intentId, booking.id, 'succeeded');
      const good = signed(event);
      const attempts = [
        { body: good.body },
        { body: good.body, signature: '' },
        { body: good.body, signature: 't=1,v1=deadbeef' },
        signed(event, 'whsec_someone_else'),
        { body: good.body.replace('"succeeded"', '"succeeded" '), signature: good.signature },
      ];
      for (const attempt of attempts) {
        const res = await webhook(attempt).expect(400);
        expect(res.body).toMatchObject({ statusCode: 400, code: 'invalid_signature' });
      }
      expect((await bookings().findOneByOrFail({ id: booking.id })).paymentStatus).toBe('pending');
      expect(await t.db.dataSource.getRepository(ProcessedWebhookEvent).countBy({ id: event.id })).toBe(0);
      expect(await t.outbox(`payment_receipt:${booking.id}`)).toHaveLength(0);
      // The genuine delivery still works afterwards.
      await webhook(good).expect(200);
      expect((await bookings().findOneByOrFail({ id: booking.id })).paymentStatus).toBe('paid');
    });

    it('refunds at once a payment that lands after its booking was cancelled', async () => {
      const booking = await book(33);
      const intent = (await intentFor(booking.id).expect(200)).body as PaymentIntentDto;
      const intentId = intent.clientSecret.split('_secret_')[0];
      await bookings().update({ id: booking.id }, { status: 'cancelled' });
      await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
      await standIn.events.idle();
      await standIn.events.idle();
      expect(await bookings().findOneByOrFail({ id: booking.id })).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
      });
      expect(refundsAtStandIn(intentId)).toHaveLength(1);
    });
  });

  describe('GET /api/bookings/:id while the webhook is late', () => {
    it('asks Stripe and shows the payment as paid, through the same path as the webhook', async () => {
      const booking = await book(34);
      const intent = (await intentFor(booking.id).expect(200)).body as PaymentIntentDto;
      const intentId = intent.clientSecret.split('_secret_')[0];
      standIn.setWebhookUrl(null);
      try {
        await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
        expect((await bookings().findOneByOrFail({ id: booking.id })).paymentStatus).toBe('pending');
        expect((await detail(booking.id)).paymentStatus).toBe('paid');
        expect((await detail(booking.id)).paymentStatus).toBe('paid');
      } finally {
        standIn.setWebhookUrl(`${await t.app.getUrl()}/api/stripe/webhook`);
      }
      // The late webhook changes nothing more: still one receipt.
      const late = standIn.events
        .list()
        .find(
          (r) => r.event.type === 'payment_intent.succeeded' && (r.event.data.object as { id: string }).id === intentId,
        );
      await standIn.events.resend(late!.event.id);
      expect(await t.outbox(`payment_receipt:${booking.id}`, 'email')).toHaveLength(1);
    });
  });

  describe('POST /api/bookings/:id/cancel', () => {
    it('cancels a paid booking more than 48 hours away and refunds it in full at Stripe', async () => {
      const booking = await book(40, { guestCount: 2 });
      const intentId = await pay(booking.id);
      const res = await cancel(booking.id).expect(200);
      const body = res.body as BookingDetailDto;
      expect(body).toMatchObject({
        id: booking.id,
        status: 'cancelled',
        paymentStatus: 'refunded',
        cancellation: { allowed: false, reason: MESSAGES.booking.cancelNotAllowed },
      });
      expect(body.history.map((h) => [h.fromStatus, h.toStatus, h.changedByRole])).toEqual([
        [null, 'pending', 'customer'],
        ['pending', 'cancelled', 'customer'],
      ]);
      const history = await t.db.dataSource
        .getRepository(BookingStatusHistory)
        .findBy({ bookingId: booking.id, toStatus: 'cancelled' });
      expect(history).toEqual([expect.objectContaining({ changedById: me.id, changedByRole: 'customer' })]);

      const charge = await stripe.charges.retrieve(standIn.paymentIntent(intentId)!.latest_charge as string);
      expect(charge).toMatchObject({ amount: 18000, amount_refunded: 18000, refunded: true });
      await standIn.events.idle();
      expect(refundsAtStandIn(intentId)).toHaveLength(1);
      expect(await t.outbox(`booking-status:${booking.id}:cancelled`)).toHaveLength(1);
      expect(await t.outbox(`payment_refunded:${booking.id}`)).toHaveLength(1);

      // A second cancel is refused and refunds nothing more.
      const again = await cancel(booking.id).expect(409);
      expect(again.body.message).toBe(MESSAGES.booking.cancelNotAllowed);
      expect(refundsAtStandIn(intentId)).toHaveLength(1);
    });

    it('tells a chef with an account by push and by e-mail, with the customer’s reason', async () => {
      const { user: chefUser } = await t.newUser('chef');
      const ownChef = await t.newChef({ userId: chefUser.id });
      const booking = (
        await t.http
          .post('/api/bookings')
          .set('Cookie', cookie)
          .send(bookingRequest(ownChef.id, { eventDate: daysFromToday(45) }))
          .expect(201)
      ).body as BookingDto;
      await cancel(booking.id).expect(200);
      const [cancelled] = await t.db.dataSource
        .getRepository(BookingStatusHistory)
        .findBy({ bookingId: booking.id, toStatus: 'cancelled' });
      const told = await t.outbox(`booking-status:${booking.id}:cancelled:${cancelled.id}:chef`);
      expect(told.map((r) => [r.queue, r.payload])).toEqual([
        ['push', expect.objectContaining({ userId: chefUser.id, title: 'Booking cancelled' })],
        [
          'email',
          {
            template: 'chef_booking_update',
            to: chefUser.email,
            data: expect.objectContaining({
              bookingId: booking.id,
              status: 'cancelled',
              reason: 'Cancelled by the customer.',
            }),
          },
        ],
      ]);
    });

    it('cancels an unpaid booking without touching Stripe', async () => {
      const booking = await book(41);
      const res = await cancel(booking.id).expect(200);
      expect(res.body).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
      expect(await t.outbox(`payment_refunded:${booking.id}`)).toHaveLength(0);
    });

    it('refuses inside 48 hours (409): nothing changes and nothing is refunded', async () => {
      const booking = await book(1, { eventTime: 'morning' });
      const intentId = await pay(booking.id);
      expect((await detail(booking.id)).cancellation).toMatchObject({
        allowed: false,
        reason: MESSAGES.booking.cancelTooLate,
        refundAmount: 360,
      });
      const res = await cancel(booking.id).expect(409);
      expect(res.body).toMatchObject({ statusCode: 409, message: MESSAGES.booking.cancelTooLate });
      expect(await bookings().findOneByOrFail({ id: booking.id })).toMatchObject({
        status: 'pending',
        paymentStatus: 'paid',
      });
      await standIn.events.idle();
      expect(refundsAtStandIn(intentId)).toHaveLength(0);
      const charge = await stripe.charges.retrieve(standIn.paymentIntent(intentId)!.latest_charge as string);
      expect(charge.amount_refunded).toBe(0);
      expect(await t.db.dataSource.getRepository(BookingStatusHistory).countBy({ bookingId: booking.id })).toBe(1);
    });
  });

  describe('when Stripe cannot be reached', () => {
    it('answers 503 payment_unavailable and changes nothing; the detail shows the stored state', async () => {
      const paid = await book(50);
      await pay(paid.id);
      const unpaid = await book(51);
      await intentFor(unpaid.id).expect(200);
      const fresh = await book(52);
      await standIn.close();

      const refused = await cancel(paid.id).expect(503);
      expect(refused.body).toMatchObject({
        code: PAYMENT_ERROR_CODES.unavailable,
        message: MESSAGES.payment.unavailable,
      });
      expect(await bookings().findOneByOrFail({ id: paid.id })).toMatchObject({
        status: 'pending',
        paymentStatus: 'paid',
      });
      expect(await t.outbox(`booking-status:${paid.id}:cancelled`)).toHaveLength(0);

      const noIntent = await intentFor(fresh.id).expect(503);
      expect(noIntent.body.code).toBe(PAYMENT_ERROR_CODES.unavailable);
      expect((await detail(unpaid.id)).paymentStatus).toBe('pending');
    });
  });
});

describe('payments when no Stripe keys are configured', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 503 payment_not_configured "Payment Setup Required" to the checkout', async () => {
    const { user, cookie } = await t.newUser();
    const booking = await t.insertBooking(user, await t.newChef());
    const res = await t.http
      .post('/api/create-payment-intent')
      .set('Cookie', cookie)
      .send({ bookingId: booking.id })
      .expect(503);
    expect(res.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: PAYMENT_ERROR_CODES.notConfigured,
      message: MESSAGES.payment.notConfigured,
    });
    expect((await t.http.get(`/api/bookings/${booking.id}`).set('Cookie', cookie).expect(200)).body).toMatchObject({
      paymentStatus: 'pending',
    });
  });
});
