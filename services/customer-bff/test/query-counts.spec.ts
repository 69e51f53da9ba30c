import type { HomeSummaryDto } from '@chefs/contracts';
import { countQueries, type QueryCounter } from '@chefs/testing';
import { bookingRequest, daysFromToday, startTestApp, type TestApp } from './support';

/** Queries per request on the seeded data (issue 11: no N+1). */
describe('customer-bff SQL queries per request (seeded Postgres)', () => {
  let t: TestApp;
  let queries: QueryCounter;

  beforeAll(async () => {
    t = await startTestApp();
    queries = countQueries(t.app);
  });

  afterAll(async () => {
    queries?.restore();
    await t?.close();
  });

  it('answers /home in one query, with its chefs, recipes and recent bookings', async () => {
    const cookie = await t.cookieFor('customer@demo.test');
    let home: HomeSummaryDto | undefined;
    const sql = await queries.during(async () => {
      home = (await t.http.get('/api/home').set('Cookie', cookie).expect(200)).body as HomeSummaryDto;
    });
    expect(home?.recentBookings.length).toBeGreaterThan(0);
    expect(home?.chefs).toHaveLength(3);
    // The signed-in account comes with the session's own read (the session store's join): the
    // users table is not asked again; the page itself is one statement (issue 11 allows four).
    expect(sql.filter((q) => /^SELECT .* FROM "users" "User" WHERE/s.test(q))).toEqual([]);
    expect(sql).toHaveLength(1);
  });

  it('books in two statements: the chef with the booking id drawn, then the booking, its history and notifications', async () => {
    const { cookie } = await t.newUser();
    const chef = await t.newChef();
    const sql = await queries.during(async () => {
      await t.http
        .post('/api/bookings')
        .set('Cookie', cookie)
        .send(bookingRequest(chef.id, { eventDate: daysFromToday(25) }))
        .expect(201);
    });
    expect(sql).toHaveLength(2);
    expect(sql[0]).toMatch(/FROM chefs c LEFT JOIN users u ON u.id = c.user_id\s+WHERE/);
    expect(sql[1]).toMatch(
      /INSERT INTO bookings[\s\S]*INSERT INTO booking_status_history[\s\S]*INSERT INTO "outbox_messages"/,
    );
  });
});
