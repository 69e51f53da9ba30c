import { Booking, Chef, Recipe, User } from '@chefs/db';
import { type HomeSummaryDto } from '@chefs/contracts';
import {
  expectAccess,
  expectServedRoutes,
  postgresConnectionName,
  unservedTableRoutes,
  type AccessCall,
} from '@chefs/testing';
import { startTestApp, type TestApp } from './support';

/** Every route of customer-bff with a request that would otherwise be valid enough to reach it. */
const CALLS: AccessCall[] = [
  { method: 'get', path: '/api/home' },
  { method: 'get', path: '/api/bookings' },
  { method: 'get', path: '/api/bookings/1' },
  { method: 'post', path: '/api/bookings' },
  { method: 'post', path: '/api/bookings/1/cancel' },
  { method: 'post', path: '/api/create-payment-intent' },
  { method: 'post', path: '/api/schedule-requests' },
  { method: 'post', path: '/api/send-booking-confirmation' },
  { method: 'post', path: '/api/reviews' },
];

describe('customer-bff (HTTP, seeded Postgres)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('names its Postgres connections after itself (application_name)', async () => {
    expect(await postgresConnectionName(t.app)).toBe('customer-bff');
  });

  it('serves exactly these routes, each stating who may call it, all routed here by the gateway table', () => {
    expectServedRoutes(t.app, 'customer-bff', [
      { method: 'GET', path: '/api/bookings', access: 'roles:customer' },
      { method: 'POST', path: '/api/bookings', access: 'roles:customer' },
      { method: 'GET', path: '/api/bookings/:id', access: 'roles:customer' },
      { method: 'POST', path: '/api/bookings/:id/cancel', access: 'roles:customer' },
      { method: 'POST', path: '/api/create-payment-intent', access: 'roles:customer' },
      { method: 'GET', path: '/api/home', access: 'roles:customer' },
      { method: 'DELETE', path: '/api/notifications/subscribe', access: 'authenticated' },
      { method: 'POST', path: '/api/notifications/subscribe', access: 'authenticated' },
      { method: 'POST', path: '/api/reviews', access: 'roles:customer' },
      { method: 'POST', path: '/api/schedule-requests', access: 'roles:customer' },
      { method: 'POST', path: '/api/send-booking-confirmation', access: 'roles:customer' },
      { method: 'POST', path: '/api/stripe/webhook', access: 'public' },
    ]);
  });

  it('serves every route the table gives it (none falls through to the framework 404)', async () => {
    expect(await unservedTableRoutes(t.app, 'customer-bff')).toEqual([]);
  });

  it('answers 401 to every customer route when signed out, and changes nothing', async () => {
    const before = await t.db.dataSource.getRepository(Booking).count();
    await expectAccess(t.http, CALLS, null, 401);
    expect(await t.db.dataSource.getRepository(Booking).count()).toBe(before);
  });

  it('answers 403 to a chef and to an admin on every customer route', async () => {
    for (const email of ['chef@demo.test', 'admin@demo.test']) {
      await expectAccess(t.http, CALLS, await t.cookieFor(email), 403);
    }
  });

  describe('GET /api/home', () => {
    it('sums up the catalogue and the caller’s own bookings', async () => {
      const casey = await t.db.dataSource.getRepository(User).findOneByOrFail({ email: 'customer@demo.test' });
      const res = await t.http
        .get('/api/home')
        .set('Cookie', await t.cookieFor('customer@demo.test'))
        .expect(200);
      const home = res.body as HomeSummaryDto;
      const own = await t.db.dataSource.getRepository(Booking).findBy({ customerId: casey.id });
      expect(home.counts).toEqual({
        chefs: await t.db.dataSource.getRepository(Chef).countBy({ isApproved: true, isActive: true }),
        recipes: (await t.db.dataSource.getRepository(Recipe).findBy({ isPublished: true })).filter(
          (r) => r.category !== 'fine_dining',
        ).length,
        bookings: own.length,
      });
      expect(own.length).toBeGreaterThan(0);
      expect(home.recentBookings.length).toBe(Math.min(3, own.length));
      const ownIds = own.map((b) => b.id);
      expect(home.recentBookings.every((b) => ownIds.includes(b.id))).toBe(true);
      const created = home.recentBookings.map((b) => Date.parse(b.createdAt));
      expect(created).toEqual([...created].sort((a, b) => b - a));
      expect(home.chefs).toHaveLength(3);
      expect(home.chefs.every((c) => c.isApproved && c.isActive)).toBe(true);
      expect(home.recipes).toHaveLength(3);
      expect(home.recipes.every((r) => r.isPublished && r.category !== 'fine_dining')).toBe(true);
    });

    it('shows a customer with no bookings zero bookings', async () => {
      const { cookie } = await t.newUser();
      const home = (await t.http.get('/api/home').set('Cookie', cookie).expect(200)).body as HomeSummaryDto;
      expect(home.counts.bookings).toBe(0);
      expect(home.recentBookings).toEqual([]);
    });
  });
});
