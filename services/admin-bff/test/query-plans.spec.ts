import { growToScale } from '@chefs/db';
import { captureQueries, fullScans } from '@chefs/testing';
import { startTestApp, type TestApp } from './support';

/**
 * Every admin table and the overview read indexes (or the counters table), never the whole of
 * bookings, chefs, recipes, reviews or users, on a marketplace of realistic shape (chefs and
 * recipes at metro size, people and bookings at a twentieth of it). The queries are the ones
 * the service sends, captured while it answers.
 */
describe('admin query plans at scale (HTTP, generated Postgres data)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await growToScale(t.db.dataSource, {
      customers: 3_000,
      chefs: 20_000,
      recipes: 5_000,
      bookings: 60_000,
      reviews: 20_000,
    });
  }, 180_000);

  afterAll(async () => {
    await t.close();
  });

  it('uses an index for the overview and every page of every admin table', async () => {
    const cookie = await t.cookieFor('admin@demo.test');
    const get = async (url: string) => t.http.get(url).set('Cookie', cookie).expect(200);
    const queries = await captureQueries(t.db.dataSource, async () => {
      await get('/api/admin/overview');
      for (const sort of ['eventDate', 'createdAt', 'totalAmount', 'clientName', 'status']) {
        for (const dir of ['asc', 'desc']) await get(`/api/admin/bookings?sort=${sort}&dir=${dir}&page=3`);
      }
      for (const table of ['chefs', 'recipes', 'users', 'applications', 'schedule-requests']) {
        await get(`/api/admin/${table}?page=2`);
      }
    });
    expect(queries.length).toBeGreaterThanOrEqual(20);
    expect(await fullScans(t.db.dataSource, queries)).toEqual([]);
  });
});
