import { growToScale } from '@chefs/db';
import { captureQueries, fullScans, settleForPlans } from '@chefs/testing';
import { startTestApp, type TestApp } from './support';

/**
 * A chef's bookings, page by page, earnings and profile read indexes, never the whole of bookings, chefs,
 * reviews, recipes or users, on generated data of realistic shape (chefs and recipes at metro
 * size, people and bookings at a twentieth of it). The queries are the ones the service sends.
 */
describe('query plans at scale (HTTP, generated Postgres data)', () => {
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
    await settleForPlans(t.db.dataSource);
  }, 180_000);

  afterAll(async () => {
    await t.close();
  });

  it('uses an index for every page of the list and every figure beside it', async () => {
    const cookie = await t.cookieFor('chef@demo.test');
    const get = async (url: string) => (await t.http.get(url).set('Cookie', cookie).expect(200)).body as unknown;
    const next = async (url: string) => {
      const first = (await get(url)) as { nextCursor: string | null };
      expect(first.nextCursor).not.toBeNull();
      await get(`${url}&cursor=${first.nextCursor}`);
    };
    const queries = await captureQueries(t.db.dataSource, async () => {
      await next('/api/chef-bookings?limit=2');
      await get('/api/chef-earnings');
      await get('/api/chef-profile');
    });
    expect(queries.length).toBeGreaterThanOrEqual(4);
    expect(await fullScans(t.db.dataSource, queries)).toEqual([]);
  });
});
