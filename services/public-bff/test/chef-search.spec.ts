import { startTestApp } from './support';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type { ChefDto } from '@chefs/contracts';
import { Booking, Chef, User } from '@chefs/db';
import { type TestDatabase } from '@chefs/db/testing';

/** The feature as the BFF mounts it (beside the chef catalogue, whose /:id must not swallow /search). */
const ZIP = '39901'; // served only by the chefs made below
const DAY = '2031-06-02';

describe('GET /api/chefs/search (HTTP, seeded Postgres)', () => {
  let app: NestFastifyApplication;
  let db: TestDatabase;
  let http: ReturnType<typeof request>;
  let italian: Chef, asian: Chef, busyPending: Chef;
  const ids = (body: ChefDto[]) => body.map((c) => c.id);

  beforeAll(async () => {
    ({ app, db } = await startTestApp());
    http = request(app.getHttpServer());
    const chefs = db.dataSource.getRepository(Chef);
    const base = {
      location: 'Nowhere, GA',
      specialty: 'american',
      pricePerPersonCents: 7000,
      zipCodes: [ZIP, '39902'],
      isApproved: true,
    };
    [italian, asian, busyPending] = await chefs.save([
      { ...base, name: 'Search Italian', cuisines: ['Italian', 'southern'] },
      { ...base, name: 'Search Asian', cuisines: ['asian'] },
      { ...base, name: 'Search Busy', cuisines: ['asian'] },
    ]);
    await chefs.save([
      { ...base, name: 'Search Unapproved', cuisines: ['asian'], isApproved: false },
      { ...base, name: 'Search Inactive', cuisines: ['asian'], isActive: false },
    ]);
    const customer = await db.dataSource.getRepository(User).findOneByOrFail({ email: 'customer@demo.test' });
    const booking = {
      customerId: customer.id,
      serviceType: 'private_dinner' as const,
      eventDate: DAY,
      guestCount: 2,
      clientName: 'Casey',
      clientEmail: 'customer@demo.test',
      clientAddress: '1 Main St',
      totalAmountCents: 14000,
    };
    await db.dataSource.getRepository(Booking).save([
      { ...booking, chefId: italian.id, status: 'confirmed' as const, eventTime: 'morning' as const },
      { ...booking, chefId: busyPending.id, status: 'pending' as const, eventTime: 'evening' as const },
      { ...booking, chefId: asian.id, status: 'cancelled' as const, eventTime: 'evening' as const },
      {
        ...booking,
        chefId: asian.id,
        status: 'confirmed' as const,
        eventDate: '2031-06-03',
        eventTime: 'evening' as const,
      },
    ]);
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('lists every approved, active chef when no filter is given, even with blank parameters', async () => {
    const visible = await db.dataSource.getRepository(Chef).findBy({ isApproved: true, isActive: true });
    const all = (await http.get('/api/chefs/search?limit=50').expect(200)).body.items as ChefDto[];
    expect(ids(all).sort((a, b) => a - b)).toEqual(visible.map((c) => c.id).sort((a, b) => a - b));
    const blank = (await http.get('/api/chefs/search?zip=&cuisine=&date=&limit=50').expect(200)).body
      .items as ChefDto[];
    expect(ids(blank)).toEqual(ids(all));
  });

  it('keeps only chefs serving the ZIP, as ChefDtos with their stats', async () => {
    const body = (await http.get(`/api/chefs/search?zip=${ZIP}`).expect(200)).body.items as ChefDto[];
    expect(ids(body)).toEqual([italian.id, asian.id, busyPending.id]);
    expect(body[0]).toMatchObject({
      name: 'Search Italian',
      pricePerPerson: '70.00',
      rating: '5.0',
      totalBookings: 1,
      zipCodes: [ZIP, '39902'],
    });
    expect(body[1]).toMatchObject({ name: 'Search Asian', totalBookings: 1 });
    expect((await http.get('/api/chefs/search?zip=39999').expect(200)).body).toEqual({ items: [], nextCursor: null });
  });

  it('is cacheable: Cache-Control, an ETag per query, and 304 for a matching If-None-Match', async () => {
    const first = await http.get(`/api/chefs/search?zip=${ZIP}`).expect(200);
    expect(first.headers['cache-control']).toContain('max-age=60');
    const etag = first.headers['etag'];
    expect(etag).toBeTruthy();
    await http.get(`/api/chefs/search?zip=${ZIP}`).set('If-None-Match', etag).expect(304);
    const other = await http.get('/api/chefs/search?zip=39999').expect(200);
    expect(other.headers['etag']).not.toBe(etag);
  });

  it('matches the cuisine in any case', async () => {
    expect(ids((await http.get(`/api/chefs/search?zip=${ZIP}&cuisine=ITALIAN`).expect(200)).body.items)).toEqual([
      italian.id,
    ]);
    const asianAnywhere = (await http.get('/api/chefs/search?cuisine=Asian&limit=50').expect(200)).body
      .items as ChefDto[];
    expect(ids(asianAnywhere)).toEqual(expect.arrayContaining([asian.id, busyPending.id]));
    expect(asianAnywhere.every((c) => c.cuisines.some((x) => x.toLowerCase() === 'asian'))).toBe(true);
    expect(ids(asianAnywhere)).not.toContain(italian.id);
  });

  it('leaves out chefs with a pending or confirmed booking that day, whatever the slot', async () => {
    expect(ids((await http.get(`/api/chefs/search?zip=${ZIP}&date=${DAY}`).expect(200)).body.items)).toEqual([
      asian.id,
    ]);
    expect(ids((await http.get(`/api/chefs/search?zip=${ZIP}&date=2031-06-03`).expect(200)).body.items)).toEqual([
      italian.id,
      busyPending.id,
    ]);
    expect(
      ids((await http.get(`/api/chefs/search?zip=${ZIP}&cuisine=asian&date=${DAY}`).expect(200)).body.items),
    ).toEqual([asian.id]);
  });

  it('answers 400 with a plain message for a malformed ZIP or date', async () => {
    for (const zip of ['3990', '39901-1234', 'abcde']) {
      const res = await http.get(`/api/chefs/search?zip=${zip}`).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        message: 'Please enter a 5-digit ZIP code',
        errors: [{ field: 'zip', message: 'Please enter a 5-digit ZIP code' }],
      });
    }
    for (const date of ['2031-02-30', '06/02/2031', 'tomorrow']) {
      expect((await http.get(`/api/chefs/search?date=${date}`).expect(400)).body.message).toBe(
        'Please choose a valid date',
      );
    }
  });

  it('lives beside the chef catalogue: /api/chefs/:id still answers', async () => {
    expect((await http.get(`/api/chefs/${italian.id}`).expect(200)).body).toMatchObject({ id: italian.id });
  });
});
