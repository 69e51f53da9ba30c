import request from 'supertest';
import { Chef, Recipe, Review } from '@chefs/db';
import { type ChefDto, type RecipeDto, type ReviewDto } from '@chefs/contracts';
import { expectServedRoutes, unservedTableRoutes, postgresConnectionName } from '@chefs/testing';
import { readUntil, startTestApp, type TestApp } from './support';
import { weakEtag } from '../src/http-cache/public-cache';

describe('public-bff (HTTP, seeded Postgres)', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    t = await startTestApp();
    http = request(t.app.getHttpServer());
  });

  afterAll(async () => {
    await t.close();
  });

  it('names its Postgres connections after itself (application_name)', async () => {
    expect(await postgresConnectionName(t.app)).toBe('public-bff');
  });

  it('serves exactly these routes, each stating who may call it, all routed here by the gateway table', () => {
    expectServedRoutes(t.app, 'public-bff', [
      { method: 'GET', path: '/api/auth/user', access: 'authenticated' },
      { method: 'GET', path: '/api/callback', access: 'public' },
      { method: 'POST', path: '/api/chef-application', access: 'authenticated' },
      { method: 'POST', path: '/api/chef-application/quiz-score', access: 'public' },
      { method: 'GET', path: '/api/chefs', access: 'public' },
      { method: 'GET', path: '/api/chefs/:id', access: 'public' },
      { method: 'GET', path: '/api/chefs/search', access: 'public' },
      { method: 'GET', path: '/api/login', access: 'public' },
      { method: 'GET', path: '/api/logout', access: 'public' },
      { method: 'PUT', path: '/api/me/preferences', access: 'authenticated' },
      { method: 'GET', path: '/api/recipes', access: 'public' },
      { method: 'GET', path: '/api/reviews/chef/:id', access: 'public' },
      { method: 'POST', path: '/api/subscribe-recipes', access: 'public' },
      { method: 'POST', path: '/api/subscribe-recipes/confirm', access: 'public' },
    ]);
  });

  it('serves every route the table gives it (none falls through to the framework 404)', async () => {
    expect(await unservedTableRoutes(t.app, 'public-bff')).toEqual([]);
  });

  const chefs = () => t.db.dataSource.getRepository(Chef);

  describe('GET /api/chefs', () => {
    it('lists approved, active chefs only, with their rating and bookings', async () => {
      const hidden = await chefs().save([
        {
          name: 'Unapproved Applicant',
          location: 'Decatur, GA',
          specialty: 'italian',
          pricePerPersonCents: 6000,
          isApproved: false,
        },
        {
          name: 'Retired Chef',
          location: 'Decatur, GA',
          specialty: 'french',
          pricePerPersonCents: 9000,
          isApproved: true,
          isActive: false,
        },
      ]);
      const res = await http.get('/api/chefs?limit=50').expect(200);
      const body = res.body.items as ChefDto[];
      const visible = await chefs().findBy({ isApproved: true, isActive: true });
      expect(body.map((c) => c.id).sort((a, b) => a - b)).toEqual(visible.map((c) => c.id).sort((a, b) => a - b));
      expect(body.map((c) => c.id)).not.toEqual(expect.arrayContaining([hidden[0].id]));
      expect(body.map((c) => c.id)).not.toEqual(expect.arrayContaining([hidden[1].id]));
      for (const chef of body) {
        expect(chef.rating).toMatch(/^\d\.\d$/);
        expect(chef.pricePerPerson).toMatch(/^\d+\.\d\d$/);
        expect(typeof chef.totalBookings).toBe('number');
      }
    });

    it('shows the average of a chef’s reviews, and 5.0 while there are none', async () => {
      const res = await http.get('/api/chefs?limit=50').expect(200);
      const body = res.body.items as ChefDto[];
      const reviews = await t.db.dataSource.getRepository(Review).find({ order: { chefId: 'ASC' } });
      const chefId = reviews[0].chefId;
      const ratings = reviews.filter((r) => r.chefId === chefId).map((r) => r.rating);
      const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
      const shown = Number(body.find((c) => c.id === chefId)?.rating);
      expect(Math.abs(shown - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
      const fresh = await chefs().save({
        name: 'Brand New Chef',
        location: 'Atlanta, GA',
        specialty: 'asian',
        pricePerPersonCents: 5000,
        isApproved: true,
      });
      const shownFresh = (body: unknown) => (body as { items: ChefDto[] }).items.some((c) => c.id === fresh.id);
      const again = (
        await readUntil(
          () => http.get('/api/chefs?limit=50').expect(200),
          (r) => shownFresh(r.body),
        )
      ).body.items as ChefDto[];
      expect(again.find((c) => c.id === fresh.id)).toMatchObject({
        rating: '5.0',
        totalBookings: 0,
        pricePerPerson: '50.00',
      });
    });

    it('is cacheable publicly for a minute and answers 304 to a matching If-None-Match', async () => {
      const first = await http.get('/api/chefs?limit=50').expect(200);
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      const etag = first.headers.etag;
      expect(etag).toMatch(/^W\/".+"$/);

      const notModified = await http.get('/api/chefs?limit=50').set('If-None-Match', etag).expect(304);
      expect(notModified.text).toBe('');
      expect(notModified.headers.etag).toBe(etag);
      // From the read cache: the tag kept with the answer is the tag of the body it sends.
      const again = await http.get('/api/chefs?limit=50').expect(200);
      expect(again.headers.etag).toBe(etag);
      expect(weakEtag(again.text)).toBe(etag);

      await chefs().save({
        name: 'Another New Chef',
        location: 'Atlanta, GA',
        specialty: 'asian',
        pricePerPersonCents: 5000,
        isApproved: true,
      });
      const changed = await readUntil(
        () => http.get('/api/chefs?limit=50').set('If-None-Match', etag),
        (r) => r.status !== 304,
      );
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });
  });

  describe('GET /api/chefs/:id', () => {
    it('shows a visible chef', async () => {
      const [chef] = await chefs().find({ where: { isApproved: true, isActive: true }, order: { id: 'ASC' }, take: 1 });
      const res = await http.get(`/api/chefs/${chef.id}`).expect(200);
      expect(res.body).toMatchObject({ id: chef.id, name: chef.name, isApproved: true, isActive: true });
      expect(res.headers.etag).toMatch(/^W\//);
      await http.get(`/api/chefs/${chef.id}`).set('If-None-Match', res.headers.etag).expect(304);
    });

    it('answers 404 "Chef Not Found" for a missing, unapproved, inactive or malformed id', async () => {
      const unapproved = await chefs().save({
        name: 'Pending Chef',
        location: 'Atlanta, GA',
        specialty: 'asian',
        pricePerPersonCents: 5000,
        isApproved: false,
      });
      const inactive = await chefs().save({
        name: 'Paused Chef',
        location: 'Atlanta, GA',
        specialty: 'asian',
        pricePerPersonCents: 5000,
        isApproved: true,
        isActive: false,
      });
      for (const id of ['999999', String(unapproved.id), String(inactive.id), 'abc', '1.5']) {
        const res = await http.get(`/api/chefs/${id}`).expect(404);
        expect(res.body).toMatchObject({ statusCode: 404, message: 'Chef Not Found' });
        expect(res.headers['cache-control']).not.toBe('public, max-age=60');
      }
    });
  });

  describe('GET /api/recipes', () => {
    it('lists published recipes only', async () => {
      const draft = await t.db.dataSource.getRepository(Recipe).save({
        title: 'Secret Draft Gumbo',
        slug: 'secret-draft-gumbo',
        category: 'comfort_food',
        isPublished: false,
      });
      const res = await http.get('/api/recipes?limit=50').expect(200);
      const body = res.body.items as RecipeDto[];
      const published = await t.db.dataSource.getRepository(Recipe).countBy({ isPublished: true });
      expect(body).toHaveLength(published);
      expect(body.every((r) => r.isPublished)).toBe(true);
      expect(body.map((r) => r.id)).not.toContain(draft.id);
      expect(body.some((r) => r.category === 'fine_dining')).toBe(true);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    });
  });

  describe('GET /api/reviews/chef/:id', () => {
    it('lists a chef’s reviews newest first with the reviewer’s short name', async () => {
      const [{ chef_id: chefId }] = await t.db.dataSource.query<{ chef_id: number }[]>(
        `SELECT chef_id FROM reviews GROUP BY chef_id ORDER BY count(*) DESC LIMIT 1`,
      );
      const res = await http.get(`/api/reviews/chef/${chefId}?limit=50`).expect(200);
      const body = res.body.items as ReviewDto[];
      expect(body).toHaveLength(await t.db.dataSource.getRepository(Review).countBy({ chefId }));
      const times = body.map((r) => Date.parse(r.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(body[0].customerName).toMatch(/^\S+( \S\.)?$/);
      expect(res.headers.etag).toMatch(/^W\//);
    });

    it('answers 404 for a chef that is not shown', async () => {
      expect((await http.get('/api/reviews/chef/999999').expect(404)).body.message).toBe('Chef Not Found');
      await http.get('/api/reviews/chef/nope').expect(404);
    });
  });

  describe('sessions', () => {
    it('knows a signed-in user and answers 401 to a signed-out one on /api/auth/user', async () => {
      await http.get('/api/auth/user').expect(401);
      const res = await http
        .get('/api/auth/user')
        .set('Cookie', await t.cookieFor('customer@demo.test'))
        .expect(200);
      expect(res.body).toMatchObject({ email: 'customer@demo.test', firstName: 'Casey', role: 'customer' });
    });
  });
});
