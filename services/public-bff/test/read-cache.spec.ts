import request from 'supertest';
import type { ChefDto, Page } from '@chefs/contracts';
import { countQueries, type QueryCounter } from '@chefs/testing';
import { startTestApp, type TestApp } from './support';

/**
 * The read cache (docs/performance.md, "Read cache"): a public read is answered from memory
 * the second time, and a change to a table it was read from, committed by anyone, is seen on
 * the next read once Postgres has sent its notice. Bookings send none: the search for a date,
 * which they change, is kept for seconds only.
 */
describe('public-bff read cache (seeded Postgres, LISTEN/NOTIFY)', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  let queries: QueryCounter;

  beforeAll(async () => {
    t = await startTestApp();
    http = request(t.app.getHttpServer());
    queries = countQueries(t.app);
    await listening();
  });

  afterAll(async () => {
    queries?.restore();
    await t?.close();
  });

  /** Waits until a read of `url` runs no query (the cache is on and holds it). */
  async function listening(url = '/api/chefs?limit=3'): Promise<void> {
    for (let i = 0; i < 100; i++) {
      await http.get(url).expect(200);
      const sql = await queries.during(async () => void (await http.get(url).expect(200)));
      if (sql.length === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the read cache never served ${url}`);
  }

  /** Reads `url` until `done(body)` holds (a notice arrives within milliseconds; 5 s at most). */
  async function eventually<T>(url: string, done: (body: T) => boolean): Promise<T> {
    let body: T | undefined;
    for (let i = 0; i < 100; i++) {
      body = (await http.get(url).expect(200)).body as T;
      if (done(body)) return body;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${url} still answers ${JSON.stringify(body)}`);
  }

  it('answers a repeated public read without a query, with the same body and validators', async () => {
    const first = await http.get('/api/chefs?limit=2').expect(200);
    let again!: request.Response;
    const sql = await queries.during(async () => {
      again = await http.get('/api/chefs?limit=2').expect(200);
    });
    expect(sql).toHaveLength(0);
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=60');
    await http.get('/api/chefs?limit=2').set('if-none-match', first.headers.etag).expect(304);
  });

  it('shows a chef renamed by another service on the next read', async () => {
    const url = '/api/chefs?limit=1';
    const [chef] = ((await http.get(url).expect(200)).body as Page<ChefDto>).items;
    await http.get(url).expect(200);
    await t.db.dataSource.query(`UPDATE chefs SET name = 'Renamed Chef' WHERE id = $1`, [chef.id]);
    const after = await eventually<Page<ChefDto>>(url, (b) => b.items[0].name === 'Renamed Chef');
    expect(after.items[0].id).toBe(chef.id);
    const one = await eventually<ChefDto>(`/api/chefs/${chef.id}`, (b) => b.name === 'Renamed Chef');
    expect(one.id).toBe(chef.id);
  });

  it('keeps a search for a date 5 seconds at most, and a booking, which sends no notice, empties nothing', async () => {
    const date = '2031-05-06';
    const url = `/api/chefs/search?date=${date}&limit=50`;
    const first = await http.get(url).expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=5');
    const chef = (first.body as Page<ChefDto>).items[0];
    expect(await queries.during(async () => void (await http.get(url).expect(200)))).toHaveLength(0);
    const undated = await http.get('/api/chefs/search?zip=30306&limit=50').expect(200);
    expect(undated.headers['cache-control']).toBe('public, max-age=60');
    await listening();
    const [customer] = await t.db.dataSource.query<{ id: string }[]>(
      `SELECT id FROM users WHERE email = 'customer@demo.test'`,
    );
    // A pending request takes the date (and moves no chef's counters, so nothing is announced).
    await t.db.dataSource.query(
      `INSERT INTO bookings (customer_id, chef_id, service_type, event_date, guest_count, client_name,
         client_email, client_address, total_amount_cents, status)
       VALUES ($1, $2, 'private_dinner', $3, 2, 'Casey', 'casey@example.com', '1 Peachtree St', 10000, 'pending')`,
      [customer.id, chef.id, date],
    );
    const bookedAt = Date.now();
    await new Promise((r) => setTimeout(r, 300));
    expect(await queries.during(async () => void (await http.get('/api/chefs?limit=3').expect(200)))).toHaveLength(0);
    for (;;) {
      const page = (await http.get(url).expect(200)).body as Page<ChefDto>;
      if (!page.items.some((c) => c.id === chef.id)) break;
      expect(Date.now() - bookedAt).toBeLessThan(6_000);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 20_000);

  it('reads from the database while the notices are lost, and caches again once it listens anew', async () => {
    const url = '/api/chefs?limit=4';
    await http.get(url).expect(200);
    const terminated = await t.db.dataSource.query<{ pid: number }[]>(
      `SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'public-bff listener'
          AND query = 'LISTEN catalogue_changed'`,
    );
    expect(terminated).toHaveLength(1);
    // Renamed while nobody listens: once the loss is noticed, reads go to the database again.
    await t.db.dataSource.query(
      `UPDATE chefs SET name = 'Unheard Rename' WHERE id = (SELECT min(id) FROM chefs WHERE is_approved AND is_active)`,
    );
    await eventually<Page<ChefDto>>(url, (b) => b.items[0].name === 'Unheard Rename');
    await listening(url);
  });
});
