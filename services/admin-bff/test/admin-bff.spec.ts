import request from 'supertest';
import { Booking, Chef, ChefApplication, Recipe, ScheduleRequest, User } from '@chefs/db';
import {
  type AdminBookingPageDto,
  type AdminPageDto,
  type AdminScheduleRequestDto,
  type AdminOverviewDto,
  type AdminUserDto,
  type ChefDto,
  type RecipeDto,
} from '@chefs/contracts';
import { expectAccess, expectServedRoutes, unservedTableRoutes, postgresConnectionName } from '@chefs/testing';
import { startTestApp, type TestApp } from './support';

const ROUTES = [
  '/api/admin/overview',
  '/api/admin/chefs',
  '/api/admin/bookings',
  '/api/admin/recipes',
  '/api/admin/users',
  '/api/admin/applications',
  '/api/admin/schedule-requests',
];

describe('admin-bff (HTTP, seeded Postgres)', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    http = request(t.app.getHttpServer());
    admin = await t.cookieFor('admin@demo.test');
  });

  afterAll(async () => {
    await t.close();
  });

  it('names its Postgres connections after itself (application_name)', async () => {
    expect(await postgresConnectionName(t.app)).toBe('admin-bff');
  });

  it('serves exactly these routes, each stating who may call it, all routed here by the gateway table', () => {
    expectServedRoutes(t.app, 'admin-bff', [
      { method: 'GET', path: '/api/admin/applications', access: 'roles:admin' },
      { method: 'PATCH', path: '/api/admin/applications/:id', access: 'roles:admin' },
      { method: 'GET', path: '/api/admin/bookings', access: 'roles:admin' },
      { method: 'PATCH', path: '/api/admin/bookings/:id/status', access: 'roles:admin' },
      { method: 'GET', path: '/api/admin/chefs', access: 'roles:admin' },
      { method: 'PATCH', path: '/api/admin/chefs/:id/approve', access: 'roles:admin' },
      { method: 'GET', path: '/api/admin/operations', access: 'roles:admin' },
      { method: 'GET', path: '/api/admin/overview', access: 'roles:admin' },
      { method: 'GET', path: '/api/admin/recipes', access: 'roles:admin' },
      { method: 'PATCH', path: '/api/admin/recipes/:id/publish', access: 'roles:admin' },
      { method: 'GET', path: '/api/admin/schedule-requests', access: 'roles:admin' },
      { method: 'PATCH', path: '/api/admin/schedule-requests/:id', access: 'roles:admin' },
      { method: 'GET', path: '/api/admin/users', access: 'roles:admin' },
      { method: 'POST', path: '/api/chefs', access: 'roles:admin' },
      { method: 'POST', path: '/api/recipes', access: 'roles:admin' },
    ]);
  });

  it('serves every route the table gives it (none falls through to the framework 404)', async () => {
    expect(await unservedTableRoutes(t.app, 'admin-bff')).toEqual([]);
  });

  it('answers 401 signed out, 403 to a customer or a chef, 200 to an admin, on every route', async () => {
    const customer = await t.cookieFor('customer@demo.test');
    const chef = await t.cookieFor('chef@demo.test');
    await expectAccess(http, ROUTES, null, 401);
    await expectAccess(http, ROUTES, customer, 403);
    await expectAccess(http, ROUTES, chef, 403);
    await expectAccess(http, ROUTES, admin, 200);
  });

  it('gives the overview cards from the data', async () => {
    const ds = t.db.dataSource;
    const [{ cents, paid }] = await ds.query<{ cents: string; paid: string }[]>(
      `SELECT coalesce(sum(total_amount_cents), 0)::text AS cents, count(*)::text AS paid FROM bookings WHERE payment_status = 'paid'`,
    );
    const res = await http.get('/api/admin/overview').set('Cookie', admin).expect(200);
    const o = res.body as AdminOverviewDto;
    expect(o.totalRevenue).toBe((Number(cents) / 100).toFixed(2));
    expect(o.paidBookings).toBe(Number(paid));
    expect(o.activeChefs).toBe(await ds.getRepository(Chef).countBy({ isApproved: true, isActive: true }));
    const openApps = (await ds.getRepository(ChefApplication).find()).filter(
      (a) => a.status === 'pending' || a.status === 'under_review',
    );
    expect(o.pendingChefs).toBe((await ds.getRepository(Chef).countBy({ isApproved: false })) + openApps.length);
    expect(o.pendingBookings).toBe(await ds.getRepository(Booking).countBy({ status: 'pending' }));
    expect(o.totalBookings).toBe(await ds.getRepository(Booking).count());
    expect(o.publishedRecipes).toBe(await ds.getRepository(Recipe).countBy({ isPublished: true }));
    expect(o.draftRecipes).toBe(await ds.getRepository(Recipe).countBy({ isPublished: false }));
    expect(o.recentBookings).toHaveLength(Math.min(5, o.totalBookings));
    expect(Object.keys(o.recentBookings[0]).sort()).toEqual(['clientName', 'eventDate', 'id', 'status']);
    expect(o.pendingApplications.length).toBe(Math.min(5, openApps.length));
    expect(o.pendingApplications.every((a) => openApps.some((x) => x.id === a.id))).toBe(true);
  });

  it('counts a new paid booking and a new draft in the overview', async () => {
    const before = (await http.get('/api/admin/overview').set('Cookie', admin).expect(200)).body as AdminOverviewDto;
    const customer = await t.db.dataSource.getRepository(User).findOneByOrFail({ email: 'customer@demo.test' });
    const [chef] = await t.db.dataSource.getRepository(Chef).find({ where: { isApproved: true }, take: 1 });
    const booking = await t.db.dataSource.getRepository(Booking).save({
      customerId: customer.id,
      chefId: chef.id,
      serviceType: 'private_dinner',
      eventDate: '2031-06-07',
      eventTime: 'evening',
      guestCount: 2,
      clientName: 'Overview Check',
      clientEmail: 'customer@demo.test',
      clientAddress: '1 Main St, Atlanta, GA 30303',
      totalAmountCents: 12345,
      paymentStatus: 'paid',
    });
    await t.db.dataSource.getRepository(Recipe).save({
      title: 'Draft Peach Cobbler',
      slug: 'draft-peach-cobbler',
      category: 'comfort_food',
      isPublished: false,
    });
    const after = (await http.get('/api/admin/overview').set('Cookie', admin).expect(200)).body as AdminOverviewDto;
    expect(Number(after.totalRevenue)).toBeCloseTo(Number(before.totalRevenue) + 123.45, 2);
    expect(after.paidBookings).toBe(before.paidBookings + 1);
    expect(after.pendingBookings).toBe(before.pendingBookings + 1);
    expect(after.draftRecipes).toBe(before.draftRecipes + 1);
    expect(after.recentBookings[0]).toEqual({
      id: booking.id,
      clientName: 'Overview Check',
      eventDate: '2031-06-07',
      status: 'pending',
    });
  });

  it('lists every chef, booking and recipe, drafts and unapproved ones included', async () => {
    const unapproved = await t.db.dataSource
      .getRepository(Chef)
      .save({ name: 'Awaiting Approval', location: 'Marietta, GA', specialty: 'mexican', pricePerPersonCents: 7000 });
    const chefs = (await http.get('/api/admin/chefs?pageSize=100').set('Cookie', admin).expect(200))
      .body as AdminPageDto<ChefDto>;
    expect(chefs.total).toBe(await t.db.dataSource.getRepository(Chef).count());
    expect(chefs.items.find((c) => c.id === unapproved.id)).toMatchObject({ isApproved: false, rating: '5.0' });

    const bookings = (await http.get('/api/admin/bookings?pageSize=100').set('Cookie', admin).expect(200))
      .body as AdminBookingPageDto;
    expect(bookings.total).toBe(await t.db.dataSource.getRepository(Booking).count());

    const recipes = (await http.get('/api/admin/recipes?pageSize=100').set('Cookie', admin).expect(200))
      .body as AdminPageDto<RecipeDto>;
    expect(recipes.total).toBe(await t.db.dataSource.getRepository(Recipe).count());
    expect(recipes.items.some((r) => !r.isPublished)).toBe(true);
  });

  it('lists the open schedule requests with who sent them', async () => {
    const ds = t.db.dataSource;
    const customer = await ds.getRepository(User).findOneByOrFail({ email: 'customer@demo.test' });
    const open = await ds.getRepository(ScheduleRequest).save({
      userId: customer.id,
      bookingType: 'single',
      dates: ['2031-05-01'],
      timeSlot: 'evening',
      notes: 'Anniversary',
    });
    const closed = await ds.getRepository(ScheduleRequest).save({
      userId: customer.id,
      bookingType: 'single',
      dates: ['2031-05-02'],
      timeSlot: 'morning',
      status: 'closed',
      handledAt: new Date(),
    });
    const res = (await http.get('/api/admin/schedule-requests?pageSize=100').set('Cookie', admin).expect(200))
      .body as AdminPageDto<AdminScheduleRequestDto>;
    expect(res.total).toBe(await ds.getRepository(ScheduleRequest).countBy({ status: 'open' }));
    expect(res.items.find((r) => r.id === open.id)).toMatchObject({
      notes: 'Anniversary',
      customerName: 'Casey Morgan',
      customerEmail: 'customer@demo.test',
    });
    expect(res.items.some((r) => r.id === closed.id)).toBe(false);
  });

  it('pages users on the server', async () => {
    const first = (await http.get('/api/admin/users?pageSize=2').set('Cookie', admin).expect(200))
      .body as AdminPageDto<AdminUserDto>;
    const second = (await http.get('/api/admin/users?pageSize=2&page=2').set('Cookie', admin).expect(200))
      .body as AdminPageDto<AdminUserDto>;
    expect(first.items).toHaveLength(2);
    expect(second.items.every((u) => !first.items.some((f) => f.id === u.id))).toBe(true);
    await http.get('/api/admin/users?page=0').set('Cookie', admin).expect(400);
  });

  it('lists users with their name, e-mail and role, and nothing private', async () => {
    const page = (await http.get('/api/admin/users?pageSize=100').set('Cookie', admin).expect(200))
      .body as AdminPageDto<AdminUserDto>;
    const users = page.items;
    expect(page.total).toBe(await t.db.dataSource.getRepository(User).count());
    expect(users).toHaveLength(page.total);
    expect(users.find((u) => u.email === 'customer@demo.test')).toEqual({
      id: expect.any(String),
      name: 'Casey Morgan',
      email: 'customer@demo.test',
      role: 'customer',
      createdAt: expect.any(String),
    });
    expect(users.find((u) => u.email === 'admin@demo.test')?.role).toBe('admin');
    for (const u of users) expect(Object.keys(u).sort()).toEqual(['createdAt', 'email', 'id', 'name', 'role']);
  });
});
