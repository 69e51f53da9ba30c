import request from 'supertest';
import { Booking, Chef, ChefApplication, Review, User, toChefDto } from '@chefs/db';
import { type BookingPageDto, type ChefApplicationStatusDto, type OwnChefProfileDto } from '@chefs/contracts';
import { expectAccess, expectServedRoutes, unservedTableRoutes, postgresConnectionName } from '@chefs/testing';
import { daysFromToday, startTestApp, type TestApp } from './support';

describe('chef-bff (HTTP, seeded Postgres)', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  let marcus: Chef;

  beforeAll(async () => {
    t = await startTestApp();
    http = request(t.app.getHttpServer());
    const user = await t.db.dataSource.getRepository(User).findOneByOrFail({ email: 'chef@demo.test' });
    marcus = await t.db.dataSource.getRepository(Chef).findOneByOrFail({ userId: user.id });
  });

  afterAll(async () => {
    await t.close();
  });

  it('names its Postgres connections after itself (application_name)', async () => {
    expect(await postgresConnectionName(t.app)).toBe('chef-bff');
  });

  it('serves exactly these routes, each stating who may call it, all routed here by the gateway table', () => {
    expectServedRoutes(t.app, 'chef-bff', [
      { method: 'PATCH', path: '/api/bookings/:id/status', access: 'roles:chef' },
      { method: 'GET', path: '/api/chef-application-status', access: 'authenticated' },
      { method: 'GET', path: '/api/chef-bookings', access: 'roles:chef' },
      { method: 'GET', path: '/api/chef-earnings', access: 'roles:chef' },
      { method: 'GET', path: '/api/chef-profile', access: 'authenticated' },
      { method: 'PATCH', path: '/api/chef-profile', access: 'roles:chef' },
    ]);
  });

  it('serves every route the table gives it (none falls through to the framework 404)', async () => {
    expect(await unservedTableRoutes(t.app, 'chef-bff')).toEqual([]);
  });

  it('answers 401 to every route when signed out', async () => {
    await expectAccess(
      http,
      [
        '/api/chef-profile',
        '/api/chef-application-status',
        '/api/chef-bookings',
        '/api/chef-earnings',
        { method: 'patch', path: '/api/bookings/1/status' },
        { method: 'patch', path: '/api/chef-profile' },
      ],
      null,
      401,
    );
  });

  it('shows a chef their own profile, and 404 to someone without one', async () => {
    const res = await http
      .get('/api/chef-profile')
      .set('Cookie', await t.cookieFor('chef@demo.test'))
      .expect(200);
    const profile = res.body as OwnChefProfileDto;
    expect(profile).toMatchObject({ id: marcus.id, name: marcus.name, isApproved: true });
    // Rendered by Postgres, field for field what the mapper makes of the entity as it is now, and
    // the count of the reviews the rating averages (the demo chef has some).
    const entity = await t.db.dataSource.getRepository(Chef).findOneByOrFail({ id: marcus.id });
    expect(profile).toEqual({ ...toChefDto(entity), reviewCount: entity.reviewCount });
    expect(profile.reviewCount).toBeGreaterThan(0);
    expect(profile.rating).toMatch(/^\d\.\d$/);
    const none = await http
      .get('/api/chef-profile')
      .set('Cookie', await t.cookieFor('customer@demo.test'))
      .expect(404);
    expect(none.body).toMatchObject({ statusCode: 404, message: 'Chef Not Found' });
  });

  it('lets a chef change their own specialty, price, location, ZIP codes and bio, and nothing else', async () => {
    const { chef, cookie } = await t.newChef();
    await t.db.dataSource.getRepository(Chef).update({ id: chef.id }, { zipCodes: ['30303', '30305'] });
    const body = {
      specialty: ' Lowcountry Seafood ',
      pricePerPerson: 92.5,
      location: 'Decatur, GA',
      // Every ZIP code they serve, in their order; a repeat is kept once.
      zipCodes: [' 30030 ', '30305', '30030', '30307-1234'],
      bio: 'Shrimp and grits, done right.',
    };
    // The name and the approval are not the chef's: a body that names them is refused whole.
    await t.http
      .patch('/api/chef-profile')
      .set('Cookie', cookie)
      .send({ ...body, name: 'Someone Else', isApproved: false })
      .expect(400);
    expect((await t.db.dataSource.getRepository(Chef).findOneByOrFail({ id: chef.id })).specialty).toBe(chef.specialty);
    // No reviews yet: the public rating reads 5.0, and the review count 0 tells the chef so.
    expect((await http.get('/api/chef-profile').set('Cookie', cookie).expect(200)).body).toMatchObject({
      rating: '5.0',
      reviewCount: 0,
    });
    const res = await t.http.patch('/api/chef-profile').set('Cookie', cookie).send(body).expect(200);
    expect(res.body).toMatchObject({
      id: chef.id,
      name: chef.name,
      specialty: 'Lowcountry Seafood',
      pricePerPerson: '92.50',
      location: 'Decatur, GA',
      zipCodes: ['30030', '30305', '30307-1234'],
      bio: 'Shrimp and grits, done right.',
      isApproved: true,
      rating: '5.0',
      reviewCount: 0,
    });
    const saved = await t.db.dataSource.getRepository(Chef).findOneByOrFail({ id: chef.id });
    expect(saved).toMatchObject({
      name: chef.name,
      pricePerPersonCents: 9250,
      isApproved: true,
      zipCodes: ['30030', '30305', '30307-1234'],
    });
    // The same answer a GET gives afterwards.
    expect((await http.get('/api/chef-profile').set('Cookie', cookie).expect(200)).body).toEqual(res.body);

    // Once reviewed, the answer counts the review (kept by the database) beside the rating it makes.
    const { user: customer } = await t.newUser();
    const booking = await t.insertBooking(customer, saved, { status: 'completed', eventDate: daysFromToday(-3) });
    await t.db.dataSource
      .getRepository(Review)
      .insert({ bookingId: booking.id, chefId: chef.id, customerId: customer.id, rating: 4, comment: 'Lovely.' });
    const reviewed = await t.http.patch('/api/chef-profile').set('Cookie', cookie).send(body).expect(200);
    expect(reviewed.body).toMatchObject({ rating: '4.0', reviewCount: 1 });
    expect((await http.get('/api/chef-profile').set('Cookie', cookie).expect(200)).body).toEqual(reviewed.body);
  });

  it('refuses a bad profile with the form’s messages and changes nothing; 403 to a customer', async () => {
    const { chef, cookie } = await t.newChef();
    const res = await t.http
      .patch('/api/chef-profile')
      .set('Cookie', cookie)
      .send({ specialty: '', pricePerPerson: 0, location: 'Atlanta', zipCodes: ['30303', '3030'], bio: 'x' })
      .expect(400);
    const zipMessage = 'Enter the ZIP codes you serve, separated by commas (for example 30303, 30305)';
    expect((res.body as { errors: { field: string; message: string }[] }).errors).toEqual(
      expect.arrayContaining([
        { field: 'specialty', message: 'Specialty is required' },
        { field: 'pricePerPerson', message: 'Price per person must be at least $1' },
        { field: 'zipCodes', message: zipMessage },
      ]),
    );
    const valid = { specialty: 'x', pricePerPerson: 50, location: 'Atlanta', bio: 'x' };
    // No ZIP code, a single ZIP as text, more than 20: refused too.
    for (const zipCodes of [[], [' '], '30303', Array.from({ length: 21 }, (_, i) => String(30300 + i))]) {
      const refused = await t.http
        .patch('/api/chef-profile')
        .set('Cookie', cookie)
        .send({ ...valid, zipCodes })
        .expect(400);
      expect((refused.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['zipCodes']);
    }
    const after = await t.db.dataSource.getRepository(Chef).findOneByOrFail({ id: chef.id });
    expect(after.specialty).toBe(chef.specialty);
    expect(after.pricePerPersonCents).toBe(chef.pricePerPersonCents);
    expect(after.zipCodes).toEqual(chef.zipCodes);
    await t.http
      .patch('/api/chef-profile')
      .set('Cookie', await t.cookieFor('customer@demo.test'))
      .send({ specialty: 'x', pricePerPerson: 50, location: 'Atlanta', zipCodes: ['30303'], bio: 'x' })
      .expect(403);
  });

  it('lists the bookings of the caller’s own profile only, and 403 to a customer', async () => {
    const res = await http
      .get('/api/chef-bookings?limit=50')
      .set('Cookie', await t.cookieFor('chef@demo.test'))
      .expect(200);
    const body = (res.body as BookingPageDto).items;
    const mine = await t.db.dataSource.getRepository(Booking).findBy({ chefId: marcus.id });
    expect(mine.length).toBeGreaterThan(0);
    expect(body.map((b) => b.id).sort((a, b) => a - b)).toEqual(mine.map((b) => b.id).sort((a, b) => a - b));
    expect(body.every((b) => b.chefId === marcus.id)).toBe(true);
    const dates = body.map((b) => b.eventDate);
    expect(dates).toEqual([...dates].sort().reverse());
    await http
      .get('/api/chef-bookings')
      .set('Cookie', await t.cookieFor('applicant@demo.test'))
      .expect(403);
  });

  it('shows an applicant the status of their latest application', async () => {
    const cookie = await t.cookieFor('applicant@demo.test');
    const res = await http.get('/api/chef-application-status').set('Cookie', cookie).expect(200);
    expect(res.body).toMatchObject({ status: 'pending', rejectionReason: null });
    expect(Date.parse((res.body as ChefApplicationStatusDto).applicationDate)).not.toBeNaN();
    await http
      .get('/api/chef-application-status')
      .set('Cookie', await t.cookieFor('customer@demo.test'))
      .expect(404);
  });

  it('shows the newest application after a rejection and a new one', async () => {
    const user = await t.db.dataSource
      .getRepository(User)
      .save({ email: 'reapplied@demo.test', firstName: 'Rae', lastName: 'Park', role: 'customer' });
    const apps = t.db.dataSource.getRepository(ChefApplication);
    const base = {
      userId: user.id,
      fullName: 'Rae Park',
      email: user.email,
      phone: '4045550100',
      yearsOfExperience: 4,
      specialty: 'asian',
      description: 'I have cooked Korean and Japanese home food for private clients in Atlanta for four years now.',
      foodSafetyScore: 100,
      professionalismScore: 80,
      serviceTypes: ['Meal Prep'],
      location: 'Doraville, GA',
      zipCode: '30340',
      pricePerPersonCents: 6000,
      backgroundCheckConsent: true,
    };
    await apps.save({
      ...base,
      status: 'rejected',
      rejectionReason: 'Please add references.',
      createdAt: new Date('2025-01-01T12:00:00Z'),
    });
    const latest = await apps.save({ ...base, status: 'under_review' });
    const res = await http
      .get('/api/chef-application-status')
      .set('Cookie', await t.cookieFor('reapplied@demo.test'))
      .expect(200);
    expect(res.body).toMatchObject({ id: latest.id, status: 'under_review', rejectionReason: null });
  });
});
