import request from 'supertest';
import { listRouteAccess } from '@chefs/auth';
import { Booking, Chef, Recipe, User } from '@chefs/db';
import { matchRoute, type BookingDto, type HomeSummaryDto } from '@chefs/contracts';
import { startTestApp, type TestApp } from './support';

describe('customer-bff (HTTP, seeded Postgres)', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  let casey: User;
  let caseyCookie: string;
  let someoneElsesBooking: Booking;

  beforeAll(async () => {
    t = await startTestApp();
    http = request(t.app.getHttpServer());
    const users = t.db.dataSource.getRepository(User);
    casey = await users.findOneByOrFail({ email: 'customer@demo.test' });
    caseyCookie = await t.cookieFor('customer@demo.test');
    const other = await users.findOneByOrFail({ email: 'applicant@demo.test' });
    const [chef] = await t.db.dataSource.getRepository(Chef).find({ where: { isApproved: true }, take: 1 });
    someoneElsesBooking = await t.db.dataSource.getRepository(Booking).save({
      customerId: other.id,
      chefId: chef.id,
      serviceType: 'meal_prep',
      eventDate: '2031-02-03',
      eventTime: 'morning',
      guestCount: 3,
      clientName: 'Jordan Ellis',
      clientEmail: 'applicant@demo.test',
      clientAddress: '5 Ponce de Leon Ave, Atlanta, GA 30308',
      totalAmountCents: 25500,
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('serves exactly these routes, each stating who may call it, all routed here by the gateway table', () => {
    const routes = listRouteAccess(t.app);
    expect(routes).toEqual([
      { method: 'GET', path: '/api/bookings', access: 'authenticated' },
      { method: 'GET', path: '/api/bookings/:id', access: 'authenticated' },
      { method: 'GET', path: '/api/home', access: 'authenticated' },
    ]);
    for (const r of routes) expect(matchRoute(r.method, r.path)?.service).toBe('customer-bff');
  });

  const ownBookings = () => t.db.dataSource.getRepository(Booking).findBy({ customerId: casey.id });

  it('answers 401 to every route when signed out', async () => {
    for (const path of ['/api/home', '/api/bookings', `/api/bookings/${someoneElsesBooking.id}`]) {
      const res = await http.get(path).expect(401);
      expect(res.body).toMatchObject({ statusCode: 401 });
    }
  });

  describe('GET /api/home', () => {
    it('sums up the catalogue and the caller’s own bookings', async () => {
      const res = await http.get('/api/home').set('Cookie', caseyCookie).expect(200);
      const home = res.body as HomeSummaryDto;
      const own = await ownBookings();
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
      await t.db.dataSource
        .getRepository(User)
        .save({ email: 'newcomer@demo.test', firstName: 'Sam', lastName: 'Reed', role: 'customer' });
      const cookie = await t.cookieFor('newcomer@demo.test');
      const home = (await http.get('/api/home').set('Cookie', cookie).expect(200)).body as HomeSummaryDto;
      expect(home.counts.bookings).toBe(0);
      expect(home.recentBookings).toEqual([]);
    });
  });

  describe('GET /api/bookings', () => {
    it('lists only the caller’s bookings, newest event first', async () => {
      const res = await http.get('/api/bookings').set('Cookie', caseyCookie).expect(200);
      const body = res.body as BookingDto[];
      expect(body.map((b) => b.id).sort((a, b) => a - b)).toEqual(
        (await ownBookings()).map((b) => b.id).sort((a, b) => a - b),
      );
      expect(body.map((b) => b.id)).not.toContain(someoneElsesBooking.id);
      const dates = body.map((b) => b.eventDate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(body[0]).toEqual(
        expect.objectContaining({ chefName: expect.any(String), totalAmount: expect.any(Number) }),
      );
    });
  });

  describe('GET /api/bookings/:id', () => {
    it('shows the caller’s own booking', async () => {
      const [mine] = await ownBookings();
      const res = await http.get(`/api/bookings/${mine.id}`).set('Cookie', caseyCookie).expect(200);
      expect(res.body).toMatchObject({
        id: mine.id,
        clientEmail: mine.clientEmail,
        status: mine.status,
        eventDate: mine.eventDate,
      });
    });

    it('answers 404 "Booking Not Found" for someone else’s, a missing or a malformed id', async () => {
      for (const id of [String(someoneElsesBooking.id), '999999', 'abc']) {
        const res = await http.get(`/api/bookings/${id}`).set('Cookie', caseyCookie).expect(404);
        expect(res.body).toMatchObject({ statusCode: 404, message: 'Booking Not Found' });
        expect(JSON.stringify(res.body)).not.toContain('Jordan');
      }
    });
  });
});
