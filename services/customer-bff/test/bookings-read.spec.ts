import {
  BOOKINGS_MAX_PAGE_SIZE,
  BOOKINGS_PAGE_SIZE,
  MESSAGES,
  type BookingDetailDto,
  type BookingPageDto,
} from '@chefs/contracts';
import { Booking, BookingStatusHistory, Review, User, type Chef } from '@chefs/db';
import { BOOKINGS_CURSOR_MESSAGE } from '@chefs/server-core';
import { daysFromToday, startTestApp, type TestApp } from './support';

describe('reading bookings (HTTP, seeded Postgres)', () => {
  let t: TestApp;
  let me: User;
  let cookie: string;
  let chef: Chef;
  let someoneElses: Booking;

  const page = (query: string, as = cookie) => t.http.get(`/api/bookings${query}`).set('Cookie', as);

  beforeAll(async () => {
    t = await startTestApp();
    ({ user: me, cookie } = await t.newUser());
    chef = await t.newChef();
    const other = await t.db.dataSource.getRepository(User).findOneByOrFail({ email: 'customer@demo.test' });
    someoneElses = await t.insertBooking(other, chef, {
      status: 'completed',
      eventDate: daysFromToday(-3),
      clientName: 'Jordan Ellis',
    });
  });

  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/bookings', () => {
    it('returns every own booking exactly once across pages, newest event first, never someone else’s', async () => {
      // 23 bookings, several on the same date (the id breaks the tie).
      const created: Booking[] = [];
      for (let i = 0; i < 23; i++) {
        created.push(
          await t.insertBooking(me, chef, {
            eventDate: daysFromToday(10 + (i % 7)),
            eventTime: (['morning', 'afternoon', 'evening'] as const)[Math.floor(i / 7) % 3],
            status: i < 21 ? 'pending' : 'cancelled',
          }),
        );
      }
      const seen: number[] = [];
      const dates: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await page(`?limit=5${cursor ? `&cursor=${cursor}` : ''}`).expect(200);
        const body = res.body as BookingPageDto;
        expect(body.items.length).toBeLessThanOrEqual(5);
        expect(body.items.every((b) => b.chefName === chef.name)).toBe(true);
        seen.push(...body.items.map((b) => b.id));
        dates.push(...body.items.map((b) => b.eventDate));
        cursor = body.nextCursor;
        pages++;
      } while (cursor && pages < 10);
      expect(pages).toBe(5);
      expect([...seen].sort((a, b) => a - b)).toEqual(created.map((b) => b.id).sort((a, b) => a - b));
      expect(new Set(seen).size).toBe(23);
      expect(seen).not.toContain(someoneElses.id);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it(`pages by ${BOOKINGS_PAGE_SIZE} by default and never more than ${BOOKINGS_MAX_PAGE_SIZE}`, async () => {
      const first = (await page('').expect(200)).body as BookingPageDto;
      expect(first.items).toHaveLength(BOOKINGS_PAGE_SIZE);
      expect(first.nextCursor).toEqual(expect.any(String));
      const all = (await page(`?limit=${BOOKINGS_MAX_PAGE_SIZE}`).expect(200)).body as BookingPageDto;
      expect(all.items).toHaveLength(23);
      expect(all.nextCursor).toBeNull();
    });

    it('answers 400 to a limit out of range or not a number, and to a cursor it did not write', async () => {
      for (const query of ['?limit=0', `?limit=${BOOKINGS_MAX_PAGE_SIZE + 1}`, '?limit=abc', '?limit=2.5']) {
        const res = await page(query).expect(400);
        expect(res.body.errors[0].field).toBe('limit');
      }
      const forged = Buffer.from(JSON.stringify(['not-a-date', 1])).toString('base64url');
      for (const query of ['?cursor=abc', `?cursor=${forged}`, '?cursor=%24%24']) {
        const res = await page(query).expect(400);
        expect(res.body.errors[0].field).toBe('cursor');
      }
    });

    it('answers 400, not 500, to a well-formed cursor holding values its columns cannot', async () => {
      for (const value of [
        ['2026-12-01', 2 ** 40],
        ['2026-12-01', 2 ** 31],
        ['2026-02-30', 1],
        ['0000-01-01', 1],
      ]) {
        const res = await page(`?cursor=${Buffer.from(JSON.stringify(value)).toString('base64url')}`);
        expect([value, res.status, res.body.message]).toEqual([value, 400, BOOKINGS_CURSOR_MESSAGE]);
      }
    });

    it('shows a customer with no bookings an empty last page', async () => {
      const { cookie: newcomer } = await t.newUser();
      expect((await page('', newcomer).expect(200)).body).toEqual({ items: [], nextCursor: null });
      // With a trailing slash, as the gateway's route table sends it on.
      expect((await page('/', newcomer).expect(200)).body).toEqual({ items: [], nextCursor: null });
    });
  });

  describe('GET /api/bookings/:id', () => {
    it('shows the whole booking: chef, history oldest first, cancellation terms, review', async () => {
      const booking = await t.insertBooking(me, chef, { status: 'confirmed', eventDate: daysFromToday(60) });
      await t.db.dataSource.getRepository(BookingStatusHistory).insert({
        bookingId: booking.id,
        fromStatus: 'pending',
        toStatus: 'confirmed',
        changedById: null,
        changedByRole: 'chef',
        reason: null,
      });
      const res = await t.http.get(`/api/bookings/${booking.id}`).set('Cookie', cookie).expect(200);
      const body = res.body as BookingDetailDto;
      expect(body).toMatchObject({
        id: booking.id,
        status: 'confirmed',
        paymentStatus: 'pending',
        chefName: chef.name,
        chefSpecialty: chef.specialty,
        chefLocation: chef.location,
        chefProfileImage: null,
        review: null,
        canReview: false,
        cancellation: { allowed: true, refundAmount: 0, reason: null, deadline: expect.any(String) },
      });
      expect(body.history.map((h) => [h.fromStatus, h.toStatus, h.changedByRole])).toEqual([
        [null, 'pending', 'customer'],
        ['pending', 'confirmed', 'chef'],
      ]);
    });

    it('offers a review for a completed booking, and shows it once written', async () => {
      const done = await t.insertBooking(me, chef, { status: 'completed', eventDate: daysFromToday(-5) });
      const before = (await t.http.get(`/api/bookings/${done.id}`).set('Cookie', cookie).expect(200))
        .body as BookingDetailDto;
      expect(before).toMatchObject({
        canReview: true,
        review: null,
        cancellation: { allowed: false, reason: MESSAGES.booking.cancelNotAllowed },
      });
      await t.db.dataSource
        .getRepository(Review)
        .insert({ bookingId: done.id, chefId: chef.id, customerId: me.id, rating: 4, comment: 'Lovely.' });
      const after = (await t.http.get(`/api/bookings/${done.id}`).set('Cookie', cookie).expect(200))
        .body as BookingDetailDto;
      expect(after).toMatchObject({ canReview: false, review: { rating: 4, comment: 'Lovely.' } });
    });
  });

  it('answers 404 "Booking Not Found" for someone else’s booking on every booking route, changing nothing', async () => {
    const calls = [
      () => t.http.get(`/api/bookings/${someoneElses.id}`),
      () => t.http.post(`/api/bookings/${someoneElses.id}/cancel`),
      () => t.http.post('/api/create-payment-intent').send({ bookingId: someoneElses.id }),
      () => t.http.post('/api/reviews').send({ bookingId: someoneElses.id, rating: 1, comment: 'Not mine at all' }),
    ];
    for (const call of calls) {
      const res = await call().set('Cookie', cookie).expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, message: 'Booking Not Found' });
      expect(JSON.stringify(res.body)).not.toContain('Jordan');
    }
    expect(await t.db.dataSource.getRepository(Booking).findOneByOrFail({ id: someoneElses.id })).toMatchObject({
      status: 'completed',
      paymentStatus: 'pending',
    });
    expect(await t.db.dataSource.getRepository(Review).countBy({ bookingId: someoneElses.id })).toBe(0);
  });

  it('answers a body booking id past the int4 ids, or 0, with the same 404 as an unknown one', async () => {
    const calls = [
      (id: string) => ['/api/create-payment-intent', `{"bookingId":${id}}`],
      (id: string) => ['/api/reviews', `{"bookingId":${id},"rating":4,"comment":"Lovely evening."}`],
    ];
    for (const call of calls) {
      const post = (id: string) => {
        const [path, raw] = call(id);
        return t.http.post(path).set('Cookie', cookie).set('content-type', 'application/json').send(raw);
      };
      const unknown = await post('99999').expect(404);
      expect(unknown.body).toMatchObject({ statusCode: 404, message: 'Booking Not Found' });
      for (const id of ['2147483648', '9223372036854775807', '0', '-1']) {
        const res = await post(id);
        expect([call(id)[0], id, res.status, res.body]).toEqual([call(id)[0], id, 404, unknown.body]);
      }
    }
  });

  it('answers 404 for a missing or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '1.5']) {
      const res = await t.http.get(`/api/bookings/${id}`).set('Cookie', cookie).expect(404);
      expect(res.body.message).toBe('Booking Not Found');
    }
  });
});
