import { MESSAGES, type ReviewDto } from '@chefs/contracts';
import { chefStats, Review, toChefDto, type Chef, type User } from '@chefs/db';
import { daysFromToday, startTestApp, type TestApp } from './support';

describe('POST /api/reviews (HTTP, seeded Postgres)', () => {
  let t: TestApp;
  let me: User;
  let cookie: string;
  let chef: Chef;

  const review = (body: object, as = cookie) => t.http.post('/api/reviews').set('Cookie', as).send(body);
  /** The rating GET /api/chefs/:id (public-bff) shows: the same stats and mapper. */
  const shownRating = async () => toChefDto(chef, (await chefStats(t.db.dataSource, [chef.id])).get(chef.id)).rating;

  beforeAll(async () => {
    t = await startTestApp();
    ({ user: me, cookie } = await t.newUser());
    chef = await t.newChef();
  });

  afterAll(async () => {
    await t.close();
  });

  it('reviews a completed booking once (201), and the chef’s rating becomes the average', async () => {
    expect(await shownRating()).toBe('5.0');
    const first = await t.insertBooking(me, chef, { status: 'completed', eventDate: daysFromToday(-8) });
    const second = await t.insertBooking(me, chef, { status: 'completed', eventDate: daysFromToday(-4) });

    const res = await review({ bookingId: first.id, rating: 3, comment: '  Good food, arrived late.  ' }).expect(201);
    expect(res.body as ReviewDto).toEqual({
      id: expect.any(Number),
      rating: 3,
      comment: 'Good food, arrived late.',
      customerName: 'Sam R.',
      createdAt: expect.any(String),
    });
    expect(await shownRating()).toBe('3.0');
    await review({ bookingId: second.id, rating: 4, comment: 'Much better this time.' }).expect(201);
    expect(await shownRating()).toBe('3.5');

    const again = await review({ bookingId: first.id, rating: 5, comment: 'Changed my mind.' }).expect(409);
    expect(again.body.message).toBe(MESSAGES.review.alreadyReviewed);
    expect(await t.db.dataSource.getRepository(Review).findOneByOrFail({ bookingId: first.id })).toMatchObject({
      rating: 3,
    });
    expect(await shownRating()).toBe('3.5');
  });

  it('answers 409 for a booking that is not completed yet, and writes nothing', async () => {
    for (const status of ['pending', 'confirmed', 'cancelled'] as const) {
      const booking = await t.insertBooking(me, chef, {
        status,
        eventDate: daysFromToday(40),
        eventTime: status === 'pending' ? 'morning' : status === 'confirmed' ? 'afternoon' : 'evening',
      });
      const res = await review({ bookingId: booking.id, rating: 5, comment: 'Looking forward!' }).expect(409);
      expect(res.body.message).toBe(MESSAGES.review.notCompleted);
      expect(await t.db.dataSource.getRepository(Review).countBy({ bookingId: booking.id })).toBe(0);
    }
  });

  it('keeps one review when two are sent at once', async () => {
    const booking = await t.insertBooking(me, chef, { status: 'completed', eventDate: daysFromToday(-2) });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => review({ bookingId: booking.id, rating: 5, comment: 'Wonderful evening.' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await t.db.dataSource.getRepository(Review).countBy({ bookingId: booking.id })).toBe(1);
  });

  it('refuses a rating outside 1 to 5 or an empty comment with the exact messages', async () => {
    const booking = await t.insertBooking(me, chef, { status: 'completed', eventDate: daysFromToday(-1) });
    for (const rating of [0, 6, 4.5, 'great']) {
      const res = await review({ bookingId: booking.id, rating, comment: 'Fine.' }).expect(400);
      expect(res.body.errors[0].field).toBe('rating');
    }
    expect((await review({ bookingId: booking.id, rating: 0, comment: 'Fine.' })).body.message).toBe(
      MESSAGES.review.rating,
    );
    const res = await review({ bookingId: booking.id, rating: 5, comment: ' ' }).expect(400);
    expect(res.body.message).toBe(MESSAGES.review.comment);
    expect(await t.db.dataSource.getRepository(Review).countBy({ bookingId: booking.id })).toBe(0);
  });
});
