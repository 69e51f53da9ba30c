import request from 'supertest';
import type { Page } from '@chefs/contracts';
import { captureQueries, fullScans, growForPlans } from '@chefs/testing';
import { startTestApp, type TestApp } from './support';

/**
 * Every list and search query of the public catalogue reads an index on a marketplace of
 * realistic shape: the chefs and recipes at metro size, bookings and reviews at a twentieth of
 * it (enough for the planner to weigh them as big tables; `npm run bench:scale` runs the full
 * size). The queries are the ones the service really sends, captured while it answers.
 */
describe('catalogue query plans at scale (HTTP, generated Postgres data)', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    t = await startTestApp();
    http = request(t.app.getHttpServer());
    await growForPlans(t.db.dataSource);
  }, 180_000);

  afterAll(async () => {
    await t.close();
  });

  it('uses an index for every chef list, search, recipe list and review page (no sequential scan)', async () => {
    const get = async (url: string) => (await http.get(url).expect(200)).body as Page<unknown>;
    const next = async (url: string) => {
      const first = await get(url);
      expect(first.nextCursor).not.toBeNull();
      await get(`${url}${url.includes('?') ? '&' : '?'}cursor=${first.nextCursor}`);
    };
    const [{ chefId }] = await t.db.dataSource.query<{ chefId: number }[]>(
      `SELECT c.id AS "chefId" FROM chefs c WHERE c.is_approved AND c.is_active ORDER BY c.review_count DESC LIMIT 1`,
    );
    const queries = await captureQueries(async () => {
      for (const sort of ['default', 'rating', 'price', 'newest']) await next(`/api/chefs?sort=${sort}`);
      await next('/api/chefs/search?zip=30306');
      await next('/api/chefs/search?cuisine=Italian&sort=rating');
      await next('/api/chefs/search?zip=30306&cuisine=italian&date=2025-07-10&sort=price');
      await get('/api/chefs/search?maxPrice=26');
      await get('/api/chefs/search?minRating=4.5&sort=rating');
      await get(`/api/chefs/${chefId}`);
      await next(`/api/reviews/chef/${chefId}?limit=2`);
      await next('/api/recipes?collection=hub');
      await next('/api/recipes?collection=fine_dining');
      await next('/api/recipes?collection=hub&category=healthy');
      await next('/api/recipes?collection=hub&q=chicken');
      await get('/api/recipes?collection=hub&q=garlicky%20salmon');
      await get('/api/recipes?slug=southern-shrimp-and-grits');
    });
    expect(queries.length).toBeGreaterThanOrEqual(30);
    expect(await fullScans(t.db.dataSource, queries)).toEqual([]);
  });
});
