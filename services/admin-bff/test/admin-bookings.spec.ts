import type Stripe from 'stripe';
import { startStripeStandIn, type StripeStandIn } from '@chefs/stripe-stand-in';
import { Booking, BookingStatusHistory, type Chef, type User } from '@chefs/db';
import { createStripeClient } from '@chefs/payments';
import {
  ADMIN_BOOKING_SORTS,
  ADMIN_MESSAGES,
  MESSAGES,
  PAGING_MESSAGES,
  type AdminBookingPageDto,
  type AdminBookingSort,
  type BookingDto,
} from '@chefs/contracts';
import { startTestApp, type TestApp } from './support';

/** The column each sort orders by. */
const SORT_SQL: Record<AdminBookingSort, string> = {
  eventDate: 'event_date',
  createdAt: 'created_at',
  totalAmount: 'total_amount_cents',
  clientName: 'client_name',
  status: 'status',
};

const KEYS = {
  secretKey: 'sk_test_admin_bff_bookings',
  publishableKey: 'pk_test_admin_bff_bookings',
  webhookSecret: 'whsec_admin_bff_bookings',
};

describe('admin bookings (HTTP, seeded Postgres, local Stripe stand-in)', () => {
  let t: TestApp;
  let standIn: StripeStandIn;
  let stripe: Stripe;
  let admin: { user: User; cookie: string };
  let customer: { user: User; cookie: string };
  let chef: Chef;
  let day = 0;

  const bookings = () => t.db.dataSource.getRepository(Booking);
  const nextDate = () => `2032-01-${String(++day).padStart(2, '0')}`;
  const setStatus = (id: number | string, body: unknown, cookie = admin.cookie) =>
    t.http
      .patch(`/api/admin/bookings/${id}/status`)
      .set('Cookie', cookie)
      .send(body as object);
  /** A booking paid at the stand-in with a test card. */
  const paidBooking = async (): Promise<{ booking: Booking; intentId: string }> => {
    const intent = await stripe.paymentIntents.create({ amount: 17000, currency: 'usd' });
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const booking = await t.insertBooking(customer.user, chef, {
      eventDate: nextDate(),
      paymentStatus: 'paid',
      stripePaymentIntentId: intent.id,
    });
    return { booking, intentId: intent.id };
  };
  const refundsAtStandIn = (intentId: string) =>
    standIn.events
      .list()
      .filter((r) => r.event.type === 'charge.refunded')
      .filter((r) => (r.event.data.object as { payment_intent?: string }).payment_intent === intentId);

  beforeAll(async () => {
    standIn = await startStripeStandIn({ port: 0, ...KEYS, webhookUrl: null, webhookBackoffMs: 50 });
    t = await startTestApp({ ...KEYS, apiBase: standIn.url, jsUrl: standIn.jsUrl });
    stripe = createStripeClient({ ...KEYS, apiBase: standIn.url, jsUrl: null }) as Stripe;
    admin = await t.newUser('admin');
    customer = await t.newUser();
    chef = await t.newChef();
  });

  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  describe('GET /api/admin/bookings', () => {
    it('pages and sorts on the server, with the total', async () => {
      const total = await bookings().count();
      const first = (await t.http.get('/api/admin/bookings?pageSize=2').set('Cookie', admin.cookie).expect(200))
        .body as AdminBookingPageDto;
      expect(first).toMatchObject({ page: 1, pageSize: 2, total });
      expect(first.items).toHaveLength(Math.min(2, total));
      const all = (await t.http.get('/api/admin/bookings?pageSize=100').set('Cookie', admin.cookie).expect(200))
        .body as AdminBookingPageDto;
      const dates = all.items.map((b) => b.eventDate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(all.items[0].chefName).toEqual(expect.any(String));
      const second = (await t.http.get('/api/admin/bookings?pageSize=2&page=2').set('Cookie', admin.cookie).expect(200))
        .body as AdminBookingPageDto;
      expect(second.items.map((b) => b.id)).toEqual(all.items.slice(2, 4).map((b) => b.id));
      const byAmount = (
        await t.http
          .get('/api/admin/bookings?sort=totalAmount&dir=asc&pageSize=100')
          .set('Cookie', admin.cookie)
          .expect(200)
      ).body as AdminBookingPageDto;
      const amounts = byAmount.items.map((b) => b.totalAmount);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    });

    it('sorts by every column both ways with the id breaking ties, and pages without gaps or repeats', async () => {
      // Ties on purpose: two bookings with the same name, amount, status and date.
      for (let i = 0; i < 2; i++)
        await t.insertBooking(customer.user, await t.newChef(), { eventDate: '2032-03-01', clientName: 'Tie Same' });
      for (const sort of ADMIN_BOOKING_SORTS)
        for (const dir of ['asc', 'desc'] as const) {
          const expected = (
            await t.db.dataSource.query<{ id: number }[]>(
              `SELECT id FROM bookings ORDER BY ${SORT_SQL[sort]} ${dir}, id ${dir} LIMIT 9`,
            )
          ).map((r) => r.id);
          const got: number[] = [];
          for (let page = 1; page <= 3; page++) {
            const res = (
              await t.http
                .get(`/api/admin/bookings?sort=${sort}&dir=${dir}&pageSize=3&page=${page}`)
                .set('Cookie', admin.cookie)
                .expect(200)
            ).body as AdminBookingPageDto;
            expect(res.total).toBe(await bookings().count());
            expect(res.items.every((b) => typeof b.chefName === 'string')).toBe(true);
            got.push(...res.items.map((b) => b.id));
          }
          expect({ sort, dir, ids: got }).toEqual({ sort, dir, ids: expected });
        }
    });

    it('walks every sort both ways with Next and Previous cursors, in the table order, without gaps or repeats', async () => {
      for (let i = 0; i < 2; i++)
        await t.insertBooking(customer.user, await t.newChef(), { eventDate: '2032-03-02', clientName: 'Tie Again' });
      const list = async (query: string) =>
        (await t.http.get(`/api/admin/bookings?${query}`).set('Cookie', admin.cookie).expect(200))
          .body as AdminBookingPageDto;
      for (const sort of ADMIN_BOOKING_SORTS)
        for (const dir of ['asc', 'desc'] as const) {
          const expected = (
            await t.db.dataSource.query<{ id: number }[]>(
              `SELECT id FROM bookings ORDER BY ${SORT_SQL[sort]} ${dir}, id ${dir}`,
            )
          ).map((r) => r.id);
          const base = `sort=${sort}&dir=${dir}&pageSize=4`;
          // Forwards with Next: page 1 by number, then each page after the last one's cursor.
          const pages: AdminBookingPageDto[] = [await list(base)];
          expect(pages[0].prevCursor).toBeNull();
          while (pages[pages.length - 1].nextCursor) {
            const last = pages[pages.length - 1];
            pages.push(await list(`${base}&page=${last.page + 1}&after=${last.nextCursor}`));
          }
          const walked = pages.flatMap((p) => p.items.map((b) => b.id));
          expect({ sort, dir, ids: walked }).toEqual({ sort, dir, ids: expected });
          expect(pages.map((p) => p.page)).toEqual(pages.map((_, i) => i + 1));
          // Backwards with Previous from the last page: the same pages, until the first has no previous.
          let page = pages[pages.length - 1];
          for (let i = pages.length - 2; i >= 0; i--) {
            expect(page.prevCursor).toEqual(expect.any(String));
            page = await list(`${base}&page=${page.page - 1}&before=${page.prevCursor}`);
            expect({ sort, dir, i, ids: page.items.map((b) => b.id) }).toEqual({
              sort,
              dir,
              i,
              ids: pages[i].items.map((b) => b.id),
            });
          }
          expect(page.page).toBe(1);
        }
    });

    it('pages on while bookings arrive, repeating and skipping none of the rows it had', async () => {
      const before = (await t.db.dataSource.query<{ id: number }[]>(`SELECT id FROM bookings`)).map((r) => r.id);
      const seen: number[] = [];
      let res = (await t.http.get('/api/admin/bookings?pageSize=3').set('Cookie', admin.cookie).expect(200))
        .body as AdminBookingPageDto;
      seen.push(...res.items.map((b) => b.id));
      for (let i = 0; res.nextCursor; i++) {
        // New bookings on either side of where the walk stands: the newest events and the oldest.
        if (i < 3) {
          await t.insertBooking(customer.user, await t.newChef(), { eventDate: '2039-12-31' });
          await t.insertBooking(customer.user, await t.newChef(), { eventDate: '2020-01-01' });
        }
        res = (
          await t.http
            .get(`/api/admin/bookings?pageSize=3&page=${res.page + 1}&after=${res.nextCursor}`)
            .set('Cookie', admin.cookie)
            .expect(200)
        ).body as AdminBookingPageDto;
        seen.push(...res.items.map((b) => b.id));
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(before.filter((id) => !seen.includes(id))).toEqual([]);
    });

    it('answers 400 with the message for a cursor it did not write, of another order, both ways at once, or a page past the bound', async () => {
      const first = (await t.http.get('/api/admin/bookings?pageSize=2').set('Cookie', admin.cookie).expect(200))
        .body as AdminBookingPageDto;
      const cursor = first.nextCursor as string;
      const bad = async (query: string, message: string) => {
        const res = await t.http.get(`/api/admin/bookings?${query}`).set('Cookie', admin.cookie).expect(400);
        expect({ query, body: JSON.stringify(res.body) }).toEqual({ query, body: expect.stringContaining(message) });
      };
      const forged = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
      await bad('after=not-a-cursor', PAGING_MESSAGES.cursor);
      await bad('after=abc$', PAGING_MESSAGES.cursor);
      await bad(`sort=clientName&after=${cursor}`, PAGING_MESSAGES.cursor);
      await bad(`dir=asc&before=${cursor}`, PAGING_MESSAGES.cursor);
      await bad(`after=${forged(['admin-bookings:eventDate:DESC', '2032-02-31', '5'])}`, PAGING_MESSAGES.cursor);
      await bad(
        `sort=totalAmount&after=${forged(['admin-bookings:totalAmount:DESC', '9'.repeat(30), '5'])}`,
        PAGING_MESSAGES.cursor,
      );
      await bad(`after=${forged(['admin-bookings:eventDate:DESC', '2032-01-01', 'abc'])}`, PAGING_MESSAGES.cursor);
      await bad(`after=${cursor}&before=${cursor}`, ADMIN_MESSAGES.cursorBoth);
      await bad('page=501', ADMIN_MESSAGES.pageWithoutCursor);
      await bad('page=101&pageSize=100', ADMIN_MESSAGES.pageWithoutCursor);
      await t.http.get('/api/admin/bookings?page=500').set('Cookie', admin.cookie).expect(200);
    });

    it('answers 400 with the message for a page size over the bound or an unknown sort', async () => {
      const big = await t.http.get('/api/admin/bookings?pageSize=1000').set('Cookie', admin.cookie).expect(400);
      expect(JSON.stringify(big.body)).toContain(ADMIN_MESSAGES.pageSize);
      const sort = await t.http.get('/api/admin/bookings?sort=password').set('Cookie', admin.cookie).expect(400);
      expect(JSON.stringify(sort.body)).toContain(ADMIN_MESSAGES.sort);
    });
  });

  describe('PATCH /api/admin/bookings/:id/status', () => {
    it('sets any status, records the admin in the history and e-mails the customer', async () => {
      const booking = await t.insertBooking(customer.user, chef, { eventDate: nextDate() });
      for (const status of ['confirmed', 'completed', 'pending'] as const) {
        const res = await setStatus(booking.id, { status }).expect(200);
        expect((res.body as BookingDto).status).toBe(status);
      }
      const history = await t.db.dataSource
        .getRepository(BookingStatusHistory)
        .find({ where: { bookingId: booking.id }, order: { id: 'ASC' } });
      expect(history.slice(1).map((h) => [h.fromStatus, h.toStatus, h.changedByRole, h.changedById])).toEqual([
        ['pending', 'confirmed', 'admin', admin.user.id],
        ['confirmed', 'completed', 'admin', admin.user.id],
        ['completed', 'pending', 'admin', admin.user.id],
      ]);
      const mails = await t.outbox(`booking-status:${booking.id}:`, 'email');
      expect(mails.map((m) => (m.payload as { data: { status: string } }).data.status)).toEqual([
        'confirmed',
        'completed',
        'pending',
      ]);
      // One push to the customer per change (the chef of this test has no account), and the
      // reminder's schedule synced with each change.
      const pushes = await t.outbox(`booking-status:${booking.id}:`, 'push');
      expect(pushes.map((p) => (p.payload as { title: string }).title)).toEqual([
        'Booking confirmed',
        'Booking completed',
        'Booking back to pending',
      ]);
      expect(pushes.every((p) => (p.payload as { userId: string }).userId === customer.user.id)).toBe(true);
      expect(await t.outbox(`reminder-sync:${booking.id}:`, 'reminders')).toHaveLength(3);
    });

    it('answers 409 for the same status, 404 for no booking, 400 with the message for a bad status', async () => {
      const booking = await t.insertBooking(customer.user, chef, { eventDate: nextDate() });
      expect((await setStatus(booking.id, { status: 'pending' }).expect(409)).body).toMatchObject({
        message: ADMIN_MESSAGES.sameStatus,
      });
      expect((await setStatus(99_999_999, { status: 'confirmed' }).expect(404)).body).toMatchObject({
        message: MESSAGES.booking.notFound,
      });
      await setStatus('abc', { status: 'confirmed' }).expect(404);
      const bad = await setStatus(booking.id, { status: 'done' }).expect(400);
      expect(JSON.stringify(bad.body)).toContain(ADMIN_MESSAGES.bookingStatus);
      await setStatus(booking.id, {}).expect(400);
      expect((await bookings().findOneByOrFail({ id: booking.id })).status).toBe('pending');
      expect(await t.outbox(`booking-status:${booking.id}:`)).toHaveLength(0);
    });

    it('answers 401 signed out and 403 to a customer or a chef, changing nothing', async () => {
      const booking = await t.insertBooking(customer.user, chef, { eventDate: nextDate() });
      const chefUser = await t.newUser('chef');
      await t.http.patch(`/api/admin/bookings/${booking.id}/status`).send({ status: 'confirmed' }).expect(401);
      await setStatus(booking.id, { status: 'confirmed' }, customer.cookie).expect(403);
      await setStatus(booking.id, { status: 'confirmed' }, chefUser.cookie).expect(403);
      expect((await bookings().findOneByOrFail({ id: booking.id })).status).toBe('pending');
    });

    it('refunds a paid booking in full at Stripe when cancelling it, once, with the refund e-mail', async () => {
      const { booking, intentId } = await paidBooking();
      const res = await setStatus(booking.id, { status: 'cancelled' }).expect(200);
      expect(res.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      await standIn.events.idle();
      expect(refundsAtStandIn(intentId)).toHaveLength(1);
      expect(await t.outbox(`payment_refunded:${booking.id}`)).toHaveLength(1);
      // Back to pending and cancelled again: nothing more to refund.
      await setStatus(booking.id, { status: 'pending' }).expect(200);
      await setStatus(booking.id, { status: 'cancelled' }).expect(200);
      await standIn.events.idle();
      expect(refundsAtStandIn(intentId)).toHaveLength(1);
    });

    it('cancels a booking whose payment is still pending without touching Stripe, leaving what the payment webhook refunds', async () => {
      // The customer's checkout is open (an intent exists) when the admin cancels; the card is paid later.
      for (const paymentStatus of ['pending', 'failed'] as const) {
        const intent = await stripe.paymentIntents.create({ amount: 17000, currency: 'usd' });
        const booking = await t.insertBooking(customer.user, chef, {
          eventDate: nextDate(),
          paymentStatus,
          stripePaymentIntentId: intent.id,
        });
        const res = await setStatus(booking.id, { status: 'cancelled' }).expect(200);
        expect(res.body).toMatchObject({ status: 'cancelled', paymentStatus });
        // customer-bff's payment_intent.succeeded handler moves pending/failed to paid, then refunds
        // the booking it finds by this intent id while it is cancelled and paid: the same state a
        // customer's own cancellation leaves.
        expect(await bookings().findOneByOrFail({ id: booking.id })).toMatchObject({
          status: 'cancelled',
          paymentStatus,
          stripePaymentIntentId: intent.id,
        });
        expect(await t.outbox(`payment_refunded:${booking.id}`)).toHaveLength(0);
        await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
        await standIn.events.idle();
        expect(refundsAtStandIn(intent.id)).toHaveLength(0);
      }
    });

    it('answers 503 and changes nothing when Stripe cannot refund', async () => {
      const booking = await t.insertBooking(customer.user, chef, {
        eventDate: nextDate(),
        status: 'confirmed',
        paymentStatus: 'paid',
        stripePaymentIntentId: 'pi_does_not_exist_at_stripe',
      });
      await setStatus(booking.id, { status: 'cancelled' }).expect(503);
      expect(await bookings().findOneByOrFail({ id: booking.id })).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'paid',
      });
      expect(await t.outbox(`booking-status:${booking.id}:`)).toHaveLength(0);
      expect(await t.db.dataSource.getRepository(BookingStatusHistory).countBy({ bookingId: booking.id })).toBe(1);
    });
  });
});
