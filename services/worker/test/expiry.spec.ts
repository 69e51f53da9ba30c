import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type Stripe from 'stripe';
import { createStripeClient } from '@chefs/payments';
import { startStripeStandIn, type StripeStandIn } from '@chefs/stripe-stand-in';
import { Booking, BookingStatusHistory, type Chef, User } from '@chefs/db';
import { bookingFixtures } from '@chefs/testing';
import { createTestDatabase, type TestDatabase } from '@chefs/db/testing';
import { addDays, marketToday } from '@chefs/domain';
import type { BookingStatus, PaymentStatus, TimeSlot } from '@chefs/contracts';
import { QueueRegistry } from '../src/queues/queue-registry';
import { ExpiryService, UNANSWERED_REASON } from '../src/maintenance/expiry.service';
import { MAINTENANCE_JOBS } from '../src/maintenance/maintenance.processor';
import { startSmtpServer, startWorkerApp, uniquePrefix, waitFor, workerConfig, type ReceivedMail } from './support';

/** 10:00 in Atlanta (EDT) on Wednesday, April 10, 2030. */
const NOW = new Date('2030-04-10T14:00:00Z');

const KEYS = {
  secretKey: 'sk_test_worker_expiry',
  publishableKey: 'pk_test_worker_expiry',
  webhookSecret: 'whsec_worker_expiry',
};

describe('worker: requests the chef never answered end with their date (Stripe stand-in)', () => {
  let db: TestDatabase;
  let smtp: { url: string; mails: ReceivedMail[]; close(): Promise<void> };
  let standIn: StripeStandIn;
  let stripe: Stripe;
  let app: NestFastifyApplication;
  let registry: QueueRegistry;
  let chef: Chef;
  let customer: User;
  let slot = 0;

  const SLOTS: TimeSlot[] = ['morning', 'afternoon', 'evening'];
  const book = (
    eventDate: string,
    { status = 'pending', paymentStatus = 'pending' }: { status?: BookingStatus; paymentStatus?: PaymentStatus } = {},
  ) =>
    db.dataSource.getRepository(Booking).save({
      customerId: customer.id,
      chefId: chef.id,
      serviceType: 'private_dinner',
      eventDate,
      eventTime: SLOTS[slot++ % 3],
      guestCount: 2,
      clientName: 'Casey',
      clientEmail: 'casey.expiry@demo.test',
      clientAddress: '12 Peachtree St NE, Atlanta, GA 30303',
      totalAmountCents: 17000,
      status,
      paymentStatus,
    });
  /** A booking paid at the stand-in with a test card, as a customer's checkout leaves it. */
  const paid = async (eventDate: string) => {
    const booking = await book(eventDate);
    const intent = await stripe.paymentIntents.create({
      amount: booking.totalAmountCents,
      currency: 'usd',
      metadata: { bookingId: String(booking.id) },
    });
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    await db.dataSource
      .getRepository(Booking)
      .update({ id: booking.id }, { paymentStatus: 'paid', stripePaymentIntentId: intent.id });
    return { booking, intentId: intent.id };
  };
  const stateOf = async (b: Booking) => {
    const { status, paymentStatus } = await db.dataSource.getRepository(Booking).findOneByOrFail({ id: b.id });
    return `${status}/${paymentStatus}`;
  };
  const outboxKeys = async (bookingId: number) =>
    (
      await db.dataSource.query<{ idempotency_key: string }[]>(
        `SELECT idempotency_key FROM outbox_messages WHERE idempotency_key LIKE ANY($1) ORDER BY idempotency_key`,
        [[`booking-status:${bookingId}:%`, `payment_refunded:${bookingId}`]],
      )
    ).map((r) => r.idempotency_key);

  beforeAll(async () => {
    standIn = await startStripeStandIn({ port: 0, ...KEYS, webhookUrl: null });
    stripe = createStripeClient({ ...KEYS, apiBase: standIn.url, jsUrl: null }) as Stripe;
    [db, smtp] = await Promise.all([createTestDatabase({ seed: true }), startSmtpServer()]);
    app = await startWorkerApp(
      workerConfig({
        DATABASE_URL: db.url,
        SMTP_URL: smtp.url,
        STRIPE_SECRET_KEY: KEYS.secretKey,
        STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey,
        STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret,
        STRIPE_API_BASE: standIn.url,
      }),
      { queuePrefix: uniquePrefix(), relayIntervalMs: 0, scheduleMaintenance: false },
    );
    registry = app.get(QueueRegistry);
    customer = await db.dataSource.getRepository(User).findOneByOrFail({ email: 'customer@demo.test' });
    // A chef with an account, who hears of the lapsed requests too.
    const fx = bookingFixtures(db.dataSource, 'expiry-spec-session-secret-0123456789');
    const chefUser = (await fx.newUser('chef')).user;
    chef = await fx.newChefProfile({ name: 'Test Chef Okafor', userId: chefUser.id });
  });

  afterAll(async () => {
    await app.close();
    await Promise.all([db.drop(), smtp.close(), standIn.close()]);
  });

  it('cancels the unpaid and refunds the paid pending bookings of past dates; today’s and answered ones stay', async () => {
    const unpaid = await book('2030-04-09');
    const failed = await book('2030-04-02', { paymentStatus: 'failed' });
    const today = await book('2030-04-10');
    const confirmed = await book('2030-04-08', { status: 'confirmed', paymentStatus: 'paid' });
    const { booking: wasPaid, intentId } = await paid('2030-04-07');

    // The demo data's own pending bookings (all dated before 2030) are cancelled too.
    const [{ n: pastPending }] = await db.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM bookings WHERE status = 'pending' AND event_date < '2030-04-10'`,
    );
    const expiry = app.get(ExpiryService);
    expect(await expiry.expireUnansweredBookings(NOW)).toBe(pastPending);
    expect(await stateOf(unpaid)).toBe('cancelled/pending');
    expect(await stateOf(failed)).toBe('cancelled/failed');
    expect(await stateOf(wasPaid)).toBe('cancelled/refunded');
    expect(await stateOf(today)).toBe('pending/pending');
    expect(await stateOf(confirmed)).toBe('confirmed/paid');

    // Refunded in full at Stripe, once.
    const charge = await stripe.charges.retrieve(standIn.paymentIntent(intentId)!.latest_charge as string);
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 17000 });

    // Who and why, and what the customer hears: the e-mail with the reason, the push, the refund e-mail.
    const history = await db.dataSource.getRepository(BookingStatusHistory).findBy({ bookingId: wasPaid.id });
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: 'pending',
        toStatus: 'cancelled',
        changedById: null,
        changedByRole: 'system',
        reason: UNANSWERED_REASON,
      }),
    ]);
    // Each notice is keyed by the history row of its change (a booking cancelled twice is told twice).
    const paidChange = `booking-status:${wasPaid.id}:cancelled:${history[0].id}`;
    expect(await outboxKeys(wasPaid.id)).toEqual([
      paidChange,
      `${paidChange}:chef-email`,
      `${paidChange}:chef-push`,
      `${paidChange}:push`,
      `payment_refunded:${wasPaid.id}`,
    ]);
    const [unpaidHistory] = await db.dataSource.getRepository(BookingStatusHistory).findBy({ bookingId: unpaid.id });
    const unpaidChange = `booking-status:${unpaid.id}:cancelled:${unpaidHistory.id}`;
    expect(await outboxKeys(unpaid.id)).toEqual([
      unpaidChange,
      `${unpaidChange}:chef-email`,
      `${unpaidChange}:chef-push`,
      `${unpaidChange}:push`,
    ]);
    const [chefEmail] = await db.dataSource.query<{ payload: { data: { reason: string } } }[]>(
      `SELECT payload FROM outbox_messages WHERE idempotency_key = $1`,
      [`${unpaidChange}:chef-email`],
    );
    expect(chefEmail.payload.data.reason).toBe(UNANSWERED_REASON);
    const [email] = await db.dataSource.query<{ payload: { data: { reason: string; status: string } } }[]>(
      `SELECT payload FROM outbox_messages WHERE idempotency_key = $1`,
      [unpaidChange],
    );
    expect(email.payload.data).toMatchObject({ status: 'cancelled', reason: UNANSWERED_REASON });
    const [push] = await db.dataSource.query<{ payload: { body: string } }[]>(
      `SELECT payload FROM outbox_messages WHERE idempotency_key = $1`,
      [`${paidChange}:push`],
    );
    expect(push.payload.body).toMatch(/was cancelled\. Your payment is refunded in full\.$/);

    // A second run finds nothing.
    expect(await expiry.expireUnansweredBookings(NOW)).toBe(0);
  });

  it('leaves a paid booking whose refund fails for the next run, and goes on with the others', async () => {
    // Paid, but with no PaymentIntent to refund: Stripe cannot be asked, so nothing changes.
    const unrefundable = await book('2030-03-01', { paymentStatus: 'paid' });
    const { booking: next } = await paid('2030-03-02');
    expect(await app.get(ExpiryService).expireUnansweredBookings(NOW, 1)).toBe(1);
    expect(await stateOf(unrefundable)).toBe('pending/paid');
    expect(await outboxKeys(unrefundable.id)).toEqual([]);
    expect(await stateOf(next)).toBe('cancelled/refunded');
    await db.dataSource.getRepository(Booking).update({ id: unrefundable.id }, { status: 'cancelled' });
  });

  it('cancels a backlog a batch at a time, each booking once', async () => {
    const backlog = [];
    for (let day = 1; day <= 7; day += 1) backlog.push(await book(`2030-02-${String(day).padStart(2, '0')}`));
    expect(await app.get(ExpiryService).expireUnansweredBookings(NOW, 3)).toBe(7);
    for (const b of backlog) expect(await stateOf(b)).toBe('cancelled/pending');
    const [{ n }] = await db.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM booking_status_history WHERE booking_id = ANY($1) AND reason = $2`,
      [backlog.map((b) => b.id), UNANSWERED_REASON],
    );
    expect(n).toBe(7);
  });

  it('runs as a maintenance job on the queue', async () => {
    const past = await book(addDays(marketToday(), -1));
    const job = await registry.queues.maintenance.add(MAINTENANCE_JOBS.expiry, {});
    await waitFor(async () => (await registry.queues.maintenance.getJob(job.id!))?.isCompleted(), 'the expiry job');
    expect(await stateOf(past)).toBe('cancelled/pending');
  });
});
