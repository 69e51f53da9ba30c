import request from 'supertest';
import type { ChefDto, Page, RecipeDto } from '@chefs/contracts';
import { countQueries, type QueryCounter } from '@chefs/testing';
import { startTestApp, type TestApp } from './support';

/**
 * Queries per request on the seeded catalogue (issue 11: no N+1). A page of 50 rows costs
 * what a page of 1 costs: ratings, booking counts and dishes come in the same statement.
 */
describe('public-bff SQL queries per request (seeded Postgres)', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  let queries: QueryCounter;

  beforeAll(async () => {
    t = await startTestApp();
    http = request(t.app.getHttpServer());
    queries = countQueries(t.app);
  });

  afterAll(async () => {
    queries?.restore();
    await t?.close();
  });

  const sqlOf = async (url: string) => {
    let body: unknown;
    const sql = await queries.during(async () => {
      body = (await http.get(url).expect(200)).body;
    });
    return { sql, body };
  };

  it('lists chefs in one query, whatever the page size', async () => {
    for (const limit of [1, 50]) {
      const { sql, body } = await sqlOf(`/api/chefs?limit=${limit}`);
      expect((body as Page<ChefDto>).items.length).toBeGreaterThan(0);
      expect(sql).toHaveLength(1);
    }
  });

  it('lists recipes in one query, whatever the page size', async () => {
    for (const limit of [1, 50]) {
      const { sql, body } = await sqlOf(`/api/recipes?limit=${limit}`);
      expect((body as Page<RecipeDto>).items.length).toBeGreaterThan(0);
      expect(sql).toHaveLength(1);
    }
  });

  it('answers a chef profile in at most two queries', async () => {
    const list = (await http.get('/api/chefs?limit=50').expect(200)).body as Page<ChefDto>;
    for (const chef of list.items.slice(0, 5)) {
      const { sql, body } = await sqlOf(`/api/chefs/${chef.id}`);
      expect((body as ChefDto).id).toBe(chef.id);
      expect(sql.length).toBeGreaterThanOrEqual(1);
      expect(sql.length).toBeLessThanOrEqual(2);
    }
  });
});
