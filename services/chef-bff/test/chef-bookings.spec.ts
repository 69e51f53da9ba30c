import type Stripe from 'stripe';
import { startStripeStandIn, type StripeStandIn } from '@chefs/stripe-stand-in';
import { createStripeClient } from '@chefs/payments';
import { Booking, BookingStatusHistory, Chef, type User } from '@chefs/db';
import { addDays, marketToday } from '@chefs/domain';
import {
  CHEF_MESSAGES,
  MESSAGES,
  PAYMENT_ERROR_CODES,
  type BookingDto,
  type BookingPageDto,
  type ChefEarningsDto,
} from '@chefs/contracts';
import { BOOKINGS_CURSOR_MESSAGE } from '@chefs/server-core';
import { daysFromToday, startTestApp, type TestApp } from './support';

const KEYS = {
  secretKey: 'sk_test_chef_bff_bookings',
  publishableKey: 'pk_test_chef_bff_bookings',
  webhookSecret: 'whsec_chef_bff_bookings',
};

describe('chef bookings: paging, accept, decline with refund, earnings (HTTP, seeded Postgres, Stripe stand-in)', () => {
  let t: TestApp;
  let standIn: StripeStandIn;
  let stripe: Stripe;
  let customer: User;
  let customerCookie: string;
  let chef: Chef;
  let chefUser: User;
  let cookie: string;

  const bookings = () => t.db.dataSource.getRepository(Booking);
  const patch = (id: number | string, status: unknown, as = cookie) =>
    t.http.patch(`/api/bookings/${id}/status`).set('Cookie', as).send({ status });
  let day = 40;
  const pending = (overrides: Partial<Booking> = {}) =>
    t.insertBooking(customer, chef, { eventDate: daysFromToday(day++), ...overrides });

  /** A booking paid at the stand-in with a test card, as a customer's checkout leaves it. */
  const paidBooking = async (): Promise<{ booking: Booking; intentId: string }> => {
    const booking = await pending();
    const intent = await stripe.paymentIntents.create({
      amount: booking.totalAmountCents,
      currency: 'usd',
      metadata: { bookingId: String(booking.id) },
    });
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    await bookings().update({ id: booking.id }, { paymentStatus: 'paid', stripePaymentIntentId: intent.id });
    return { booking, intentId: intent.id };
  };
  const chargeOf = async (intentId: string) =>
    stripe.charges.retrieve(standIn.paymentIntent(intentId)!.latest_charge as string);

  beforeAll(async () => {
    standIn = await startStripeStandIn({ port: 0, ...KEYS, webhookUrl: null, webhookBackoffMs: 50 });
    t = await startTestApp({ ...KEYS, apiBase: standIn.url, jsUrl: standIn.jsUrl });
    stripe = createStripeClient({ ...KEYS, apiBase: standIn.url, jsUrl: null }) as Stripe;
    ({ user: customer, cookie: customerCookie } = await t.newUser());
    ({ user: chefUser, chef, cookie } = await t.newChef());
  });

  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('accepts a pending booking: confirmed, a history row naming the chef, one e-mail to the customer', async () => {
    const booking = await pending();
    const res = await patch(booking.id, 'confirmed').expect(200);
    expect(res.body as BookingDto).toMatchObject({ id: booking.id, status: 'confirmed', paymentStatus: 'pending' });
    const history = await t.db.dataSource
      .getRepository(BookingStatusHistory)
      .find({ where: { bookingId: booking.id }, order: { id: 'ASC' } });
    expect(history[history.length - 1]).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'confirmed',
      changedById: chefUser.id,
      changedByRole: 'chef',
    });
    const mail = await t.outbox(`booking-status:${booking.id}:`, 'email');
    expect(mail).toHaveLength(1);
    expect(JSON.stringify(mail[0])).toContain(customer.email);
    // The customer's push and the reminder's schedule, in the same transaction.
    expect((await t.outbox(`booking-status:${booking.id}:`, 'push')).map((p) => p.payload)).toEqual([
      expect.objectContaining({
        userId: customer.id,
        title: 'Booking confirmed',
        url: `/bookings/${booking.id}`,
        bookingId: booking.id,
      }),
    ]);
    expect((await t.outbox(`reminder-sync:${booking.id}:`)).map((r) => [r.queue, r.payload])).toEqual([
      ['reminders', { bookingId: booking.id }],
    ]);
    // Accepted once; accepting again or declining now is another transition: 409.
    const again = await patch(booking.id, 'confirmed').expect(409);
    expect(again.body).toMatchObject({ message: CHEF_MESSAGES.statusNotAllowed });
    await patch(booking.id, 'cancelled').expect(409);
    expect(await t.outbox(`booking-status:${booking.id}:`, 'email')).toHaveLength(1);
  });

  it('accepts a booking an admin put back to pending as a second change: its e-mail, push and reminder again', async () => {
    const booking = await pending();
    await patch(booking.id, 'confirmed').expect(200);
    // What the admin's status change writes (admin-bff's own spec covers its notices).
    await bookings().update({ id: booking.id }, { status: 'pending' });
    await t.db.dataSource.getRepository(BookingStatusHistory).insert({
      bookingId: booking.id,
      fromStatus: 'confirmed',
      toStatus: 'pending',
      changedByRole: 'admin',
      reason: 'Changed by an admin.',
    });
    await patch(booking.id, 'confirmed').expect(200);

    // Keyed by the history row of each acceptance, so the second is not taken for the first.
    const accepted = await t.db.dataSource
      .getRepository(BookingStatusHistory)
      .find({ where: { bookingId: booking.id, toStatus: 'confirmed' }, order: { id: 'ASC' } });
    expect(accepted).toHaveLength(2);
    const keys = (await t.outbox(`booking-status:${booking.id}:`)).map((r) => r.idempotencyKey).sort();
    expect(keys).toEqual(
      accepted
        .flatMap(({ id }) => [
          `booking-status:${booking.id}:confirmed:${id}`,
          `booking-status:${booking.id}:confirmed:${id}:push`,
        ])
        .sort(),
    );
    expect(await t.outbox(`reminder-sync:${booking.id}:`)).toHaveLength(2);
  });

  it('declines an unpaid pending booking: cancelled, nothing to refund', async () => {
    const booking = await pending();
    const res = await patch(booking.id, 'cancelled').expect(200);
    expect(res.body).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect(await t.outbox(`booking-status:${booking.id}:cancelled`, 'email')).toHaveLength(1);
    expect((await t.outbox(`booking-status:${booking.id}:cancelled`, 'push')).map((p) => p.payload)).toEqual([
      expect.objectContaining({ title: 'Booking cancelled', bookingId: booking.id }),
    ]);
    expect(await t.outbox(`payment_refunded:${booking.id}`)).toHaveLength(0);
  });

  it('declines a paid booking and refunds it in full at Stripe, with the refund e-mail', async () => {
    const { booking, intentId } = await paidBooking();
    const res = await patch(booking.id, 'cancelled').expect(200);
    expect(res.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const charge = await chargeOf(intentId);
    expect(charge).toMatchObject({
      amount: booking.totalAmountCents,
      amount_refunded: booking.totalAmountCents,
      refunded: true,
    });
    expect(await t.outbox(`payment_refunded:${booking.id}`)).toHaveLength(1);
    expect(await t.outbox(`booking-status:${booking.id}:cancelled`, 'email')).toHaveLength(1);
    expect((await t.outbox(`booking-status:${booking.id}:cancelled`, 'push'))[0].payload).toMatchObject({
      body: expect.stringContaining('refunded in full'),
    });
  });

  it('refuses to accept a request whose date has passed (409), and still lets the chef decline it', async () => {
    const yesterday = await pending({ eventDate: daysFromToday(-1) });
    const res = await patch(yesterday.id, 'confirmed').expect(409);
    expect(res.body).toMatchObject({ message: CHEF_MESSAGES.datePassed });
    expect((await bookings().findOneByOrFail({ id: yesterday.id })).status).toBe('pending');
    expect(await t.outbox(`booking-status:${yesterday.id}:confirmed`)).toHaveLength(0);
    await patch(yesterday.id, 'cancelled').expect(200);
  });

  it('answers 409 to every other transition and changes nothing', async () => {
    for (const status of ['confirmed', 'cancelled', 'completed'] as const) {
      const booking = await pending({ status });
      for (const to of ['confirmed', 'cancelled']) {
        if (to === status) continue;
        await patch(booking.id, to).expect(409);
      }
      expect((await bookings().findOneByOrFail({ id: booking.id })).status).toBe(status);
    }
  });

  it('answers 400 to a status other than confirmed or cancelled, and nothing changes', async () => {
    const booking = await pending();
    for (const status of ['completed', 'pending', 'nonsense', undefined]) {
      await patch(booking.id, status).expect(400);
    }
    await patch('abc', 'confirmed').expect(404);
    expect((await bookings().findOneByOrFail({ id: booking.id })).status).toBe('pending');
  });

  it('answers 404 for another chef’s booking and 403 to a customer, changing nothing', async () => {
    const other = await t.newChef();
    const theirs = await t.insertBooking(customer, other.chef, { eventDate: daysFromToday(90) });
    const res = await patch(theirs.id, 'confirmed').expect(404);
    expect(res.body).toMatchObject({ message: MESSAGES.booking.notFound });
    await patch(theirs.id, 'confirmed', customerCookie).expect(403);
    await t.http.get('/api/chef-bookings').set('Cookie', customerCookie).expect(403);
    await t.http.get('/api/chef-earnings').set('Cookie', customerCookie).expect(403);
    expect((await bookings().findOneByOrFail({ id: theirs.id })).status).toBe('pending');
  });

  it('pages the chef’s own bookings newest first with an opaque cursor, and refuses a bad one', async () => {
    const mine = await t.newChef();
    const made: Booking[] = [];
    for (const days of [5, 50, 20, 20, 35]) {
      made.push(
        await t.insertBooking(customer, mine.chef, {
          eventDate: daysFromToday(days),
          eventTime: made.some((b) => b.eventDate === daysFromToday(days)) ? 'morning' : 'evening',
        }),
      );
    }
    const seen: BookingDto[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/chef-bookings?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await t.http.get(url).set('Cookie', mine.cookie).expect(200)).body as BookingPageDto;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    const expected = [...made].sort((a, b) => b.eventDate.localeCompare(a.eventDate) || b.id - a.id).map((b) => b.id);
    expect(seen.map((b) => b.id)).toEqual(expected);
    await t.http.get('/api/chef-bookings?cursor=nope!').set('Cookie', mine.cookie).expect(400);
    await t.http.get('/api/chef-bookings?limit=51').set('Cookie', mine.cookie).expect(400);
    await t.http.get('/api/chef-bookings?limit=0').set('Cookie', mine.cookie).expect(400);
  });

  it('answers 400, not 500, to a well-formed cursor holding values its columns cannot', async () => {
    for (const value of [
      ['2026-12-01', 2 ** 40],
      ['2026-12-01', 2 ** 31],
      ['2026-02-30', 1],
    ]) {
      const cursor = Buffer.from(JSON.stringify(value)).toString('base64url');
      for (const status of ['', '&status=pending']) {
        const res = await t.http.get(`/api/chef-bookings?cursor=${cursor}${status}`).set('Cookie', cookie);
        expect([value, res.status, res.body.message]).toEqual([value, 400, BOOKINGS_CURSOR_MESSAGE]);
      }
    }
  });

  it('pages only the bookings in one status with ?status=, and refuses an unknown status', async () => {
    const mine = await t.newChef();
    const statuses = ['pending', 'confirmed', 'pending', 'cancelled', 'pending', 'completed'] as const;
    const made: Booking[] = [];
    for (const [i, status] of statuses.entries())
      made.push(await t.insertBooking(customer, mine.chef, { eventDate: daysFromToday(10 + i), status }));
    const walk = async (status: string) => {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/chef-bookings?limit=2&status=${status}${cursor ? `&cursor=${cursor}` : ''}`;
        const page = (await t.http.get(url).set('Cookie', mine.cookie).expect(200)).body as BookingPageDto;
        expect(page.items.every((b) => b.status === status)).toBe(true);
        seen.push(...page.items.map((b) => b.id));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    const newestFirst = (status: string) =>
      made
        .filter((b) => b.status === status)
        .sort((a, b) => b.eventDate.localeCompare(a.eventDate))
        .map((b) => b.id);
    expect(await walk('pending')).toEqual(newestFirst('pending'));
    expect(await walk('cancelled')).toEqual(newestFirst('cancelled'));
    const bad = await t.http.get('/api/chef-bookings?status=paid').set('Cookie', mine.cookie).expect(400);
    expect(bad.body).toMatchObject({ message: expect.stringContaining('status must be one of pending, confirmed') });
  });

  it('sums confirmed and completed earnings on the server: this month, the count and the total', async () => {
    const mine = await t.newChef();
    const today = marketToday();
    const monthStart = `${today.slice(0, 7)}-01`;
    const lastMonth = addDays(monthStart, -1);
    const nextMonth = addDays(monthStart, 40).slice(0, 7) + '-15';
    const add = (
      eventDate: string,
      status: Booking['status'],
      cents: number,
      eventTime: Booking['eventTime'] = 'evening',
    ) => t.insertBooking(customer, mine.chef, { eventDate, status, totalAmountCents: cents, eventTime });
    await add(monthStart, 'confirmed', 17000);
    await add(monthStart, 'confirmed', 2550, 'morning');
    await add(lastMonth, 'confirmed', 10000);
    await add(nextMonth, 'confirmed', 5000);
    await add(monthStart, 'pending', 99900, 'afternoon');
    await add(lastMonth, 'cancelled', 88800, 'morning');
    await add(lastMonth, 'completed', 77700, 'afternoon');
    // A confirmed dinner the worker has since completed stays earned.
    await add(monthStart, 'completed', 1000, 'afternoon');
    const res = await t.http.get('/api/chef-earnings').set('Cookie', mine.cookie).expect(200);
    expect(res.body as ChefEarningsDto).toEqual({
      month: today.slice(0, 7),
      thisMonthTotal: 205.5,
      confirmedCount: 6,
      totalEarnings: 1132.5,
    });
    const empty = await t.newChef();
    const none = await t.http.get('/api/chef-earnings').set('Cookie', empty.cookie).expect(200);
    expect(none.body).toEqual({ month: today.slice(0, 7), thisMonthTotal: 0, confirmedCount: 0, totalEarnings: 0 });
  });

  it('answers Chef Not Found for earnings to a chef account without a profile', async () => {
    const gone = await t.newChef();
    await t.db.dataSource.getRepository(Chef).delete({ id: gone.chef.id });
    const res = await t.http.get('/api/chef-earnings').set('Cookie', gone.cookie).expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, message: 'Chef Not Found' });
  });

  it('answers 503 and changes nothing when Stripe cannot refund a declined paid booking', async () => {
    const { booking, intentId } = await paidBooking();
    await standIn.close();
    const res = await patch(booking.id, 'cancelled').expect(503);
    expect(res.body).toMatchObject({ code: PAYMENT_ERROR_CODES.unavailable });
    expect(await bookings().findOneByOrFail({ id: booking.id })).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
    });
    expect(await t.outbox(`booking-status:${booking.id}:`)).toHaveLength(0);
    expect(intentId).toBeTruthy();
  });
});
