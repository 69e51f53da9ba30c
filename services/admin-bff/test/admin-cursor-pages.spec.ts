import type { AdminPageDto } from '@chefs/contracts';
import { PAGING_MESSAGES } from '@chefs/contracts';
import { ChefApplication } from '@chefs/db';
import { keysetPage } from '../src/common/page-rows';
import { counterTotal } from '../src/common/page-total';
import { startTestApp, type TestApp } from './support';

/** The chefs `q=chef` finds: by their name, or their account's names or e-mail. */
const CHEF_SEARCHED = `id IN (SELECT id FROM chefs WHERE name ILIKE '%chef%'
  UNION SELECT c.id FROM chefs c JOIN users u ON u.id = c.user_id
   WHERE coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || u.email ILIKE '%chef%')`;

/**
 * The admin tables that grow without end name their pages by keyset cursors (docs/paging.md):
 * chefs (awaiting approval first, then newest first) and accounts (newest first, then by e-mail)
 * mix directions in their order, and every table shares creation times (a seed writes many rows
 * in one statement), so each page is found by one index range per order column (keysetPage);
 * applications are newest first, open schedule requests oldest first, handled ones last handled
 * first. Walking
 * every page with Next, and back with Previous, gives the table's order with no row twice and
 * none missing, filtered or not, and while rows arrive.
 */
describe('admin tables paged by cursors (HTTP, seeded Postgres)', () => {
  let t: TestApp;
  let cookie: string;

  const list = async (url: string) =>
    (await t.http.get(url).set('Cookie', cookie).expect(200)).body as AdminPageDto<{ id: string | number }>;

  /** Every page from the first with Next, then back to the first with Previous; the ids in order. */
  async function walk(base: string): Promise<(string | number)[]> {
    const pages = [await list(`${base}&pageSize=3`)];
    expect(pages[0].prevCursor).toBeNull();
    while (pages[pages.length - 1].nextCursor) {
      const last = pages[pages.length - 1];
      pages.push(await list(`${base}&pageSize=3&page=${last.page + 1}&after=${last.nextCursor}`));
    }
    let page = pages[pages.length - 1];
    for (let i = pages.length - 2; i >= 0; i--) {
      page = await list(`${base}&pageSize=3&page=${page.page - 1}&before=${page.prevCursor}`);
      expect({ base, i, ids: page.items.map((r) => r.id) }).toEqual({ base, i, ids: pages[i].items.map((r) => r.id) });
    }
    expect(page.page).toBe(1);
    return pages.flatMap((p) => p.items.map((r) => r.id));
  }

  beforeAll(async () => {
    t = await startTestApp();
    cookie = (await t.newUser('admin')).cookie;
    // Rows created in one instant tie on their creation time: the order's later columns decide.
    for (let i = 0; i < 8; i++) await t.newChef({ isApproved: i % 2 === 0 });
    await t.db.dataSource.query(`UPDATE chefs SET created_at = '2031-05-05T10:00:00Z' WHERE id % 3 = 0`);
    for (let i = 0; i < 5; i++) await t.newUser();
    await t.db.dataSource.query(
      `UPDATE users SET created_at = '2031-05-05T10:00:00Z' WHERE email < 'm' AND role <> 'admin'`,
    );
    const applicant = await t.newUser();
    await t.db.dataSource.query(
      `INSERT INTO chef_applications (user_id, full_name, email, phone, years_of_experience, specialty, description,
                                      food_safety_score, professionalism_score, service_types, location, zip_code,
                                      price_per_person_cents, background_check_consent, status, created_at)
       SELECT $1, 'Cursor Applicant ' || g, 'cursor' || g || '@example.test', '404-555-0100', 3, 'southern',
              'Cooks.', 90, 90, ARRAY['Meal Prep'], 'Atlanta, GA', '30306', 5000, true,
              CASE WHEN g = 1 THEN 'pending' WHEN g % 3 = 0 THEN 'rejected' ELSE 'approved' END,
              CASE WHEN g % 2 = 0 THEN TIMESTAMPTZ '2031-05-05T10:00:00Z' ELSE now() - g * interval '1 hour' END
         FROM generate_series(1, 11) g`,
      [applicant.user.id],
    );
    await t.db.dataSource.query(
      `INSERT INTO schedule_requests (user_id, booking_type, dates, time_slot, status, created_at, handled_at)
       SELECT $1, 'single', ARRAY['2031-06-0' || (1 + g % 9)], 'evening', CASE WHEN g % 2 = 0 THEN 'open' ELSE 'closed' END,
              CASE WHEN g % 3 = 0 THEN TIMESTAMPTZ '2031-05-05T10:00:00Z' ELSE now() - g * interval '1 hour' END,
              CASE WHEN g % 2 = 1 THEN (CASE WHEN g % 5 = 0 THEN TIMESTAMPTZ '2031-05-06T10:00:00Z' ELSE now() - g * interval '1 minute' END) END
         FROM generate_series(1, 16) g`,
      [applicant.user.id],
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('walks the chefs, awaiting approval first then newest first, both ways, filtered or not', async () => {
    for (const [filter, where] of [
      ['', 'TRUE'],
      ['status=approved', 'is_approved'],
      ['status=pending', 'NOT is_approved'],
      // A search (by the chef's name or their account's): its page and total come from one read
      // of its matches (keysetPage's `matches`).
      ['q=chef', CHEF_SEARCHED],
      ['q=chef&status=approved', `${CHEF_SEARCHED} AND is_approved`],
    ]) {
      const expected = (
        await t.db.dataSource.query<{ id: number }[]>(
          `SELECT id FROM chefs WHERE ${where} ORDER BY is_approved, created_at DESC, id DESC`,
        )
      ).map((r) => r.id);
      expect(expected.length).toBeGreaterThan(3);
      expect({ filter, ids: await walk(`/api/admin/chefs?${filter}`) }).toEqual({ filter, ids: expected });
    }
  });

  it('walks the accounts, newest first then by e-mail, both ways, filtered or not', async () => {
    for (const [filter, where] of [
      ['', 'TRUE'],
      ['role=customer', `role = 'customer'`],
      ['q=demo.test', `email LIKE '%demo.test%'`],
    ]) {
      const expected = (
        await t.db.dataSource.query<{ id: string }[]>(
          `SELECT id FROM users WHERE ${where} ORDER BY created_at DESC, email`,
        )
      ).map((r) => r.id);
      expect(expected.length).toBeGreaterThan(3);
      expect({ filter, ids: await walk(`/api/admin/users?${filter}`) }).toEqual({ filter, ids: expected });
    }
  });

  it('walks the applications newest first, and the schedule requests open and handled, both ways', async () => {
    for (const [url, sql] of [
      ['/api/admin/applications?', `SELECT id FROM chef_applications ORDER BY created_at DESC, id DESC`],
      [
        '/api/admin/applications?status=approved',
        `SELECT id FROM chef_applications WHERE status = 'approved' ORDER BY created_at DESC, id DESC`,
      ],
      [
        '/api/admin/schedule-requests?',
        `SELECT id FROM schedule_requests WHERE status = 'open' ORDER BY created_at, id`,
      ],
      [
        '/api/admin/schedule-requests?status=closed',
        `SELECT id FROM schedule_requests WHERE status = 'closed' ORDER BY handled_at DESC, id DESC`,
      ],
    ]) {
      const expected = (await t.db.dataSource.query<{ id: number }[]>(sql)).map((r) => r.id);
      expect(expected.length).toBeGreaterThan(3);
      expect({ url, ids: await walk(url) }).toEqual({ url, ids: expected });
    }
  });

  it('answers a page number without a cursor with the rows walking there gives, of every table', async () => {
    for (const base of [
      '/api/admin/users?',
      '/api/admin/users?role=customer',
      '/api/admin/applications?',
      '/api/admin/schedule-requests?status=closed',
      '/api/admin/chefs?',
      '/api/admin/bookings?',
    ]) {
      const walked = await walk(base);
      expect(walked.length).toBeGreaterThan(6);
      const third = await list(`${base}&pageSize=3&page=3`);
      expect({ base, ids: third.items.map((r) => r.id) }).toEqual({ base, ids: walked.slice(6, 9) });
    }
  });

  it('renders only the rows of the page, however many rows an OFFSET passes to reach it', async () => {
    const ds = t.db.dataSource;
    await ds.query('CREATE SEQUENCE IF NOT EXISTS rendered_rows');
    const rendered = async () =>
      Number((await ds.query<{ n: string }[]>('SELECT nextval($1) AS n', ['rendered_rows']))[0].n);
    const before = await rendered();
    const page = await keysetPage<{ id: number }>(
      ds,
      ds.getRepository(ChefApplication).createQueryBuilder('a'),
      'a.id',
      [
        { column: 'a.created_at', type: 'timestamptz', dir: 'DESC' },
        { column: 'a.id', type: 'integer', dir: 'DESC' },
      ],
      { offset: 6 },
      3,
      { dto: `json_build_object('id', a.id, 'n', nextval('rendered_rows'))`, from: 'chef_applications a', id: 'a.id' },
      counterTotal('SELECT count(*) FROM chef_applications', []),
    );
    expect(JSON.parse(page.items)).toHaveLength(3);
    // The three rows of the page, then this read: not the six passed, nor the one that tells more follow.
    expect((await rendered()) - before).toBe(3 + 1);
  });

  it('pages on while schedule requests arrive and are handled, repeating none and skipping none still open', async () => {
    const customer = await t.newUser();
    const seen: number[] = [];
    let page = await list('/api/admin/schedule-requests?pageSize=2');
    seen.push(...page.items.map((r) => Number(r.id)));
    for (let i = 0; page.nextCursor; i++) {
      if (i < 3) {
        // A new request joins the end of the open ones; one already seen is handled meanwhile.
        await t.db.dataSource.query(
          `INSERT INTO schedule_requests (user_id, booking_type, dates, time_slot) VALUES ($1, 'single', ARRAY['2031-07-01'], 'morning')`,
          [customer.user.id],
        );
        await t.db.dataSource.query(
          `UPDATE schedule_requests SET status = 'closed', handled_at = now() WHERE id = $1`,
          [seen[i]],
        );
      }
      page = await list(`/api/admin/schedule-requests?pageSize=2&page=${page.page + 1}&after=${page.nextCursor}`);
      seen.push(...page.items.map((r) => Number(r.id)));
    }
    const open = (
      await t.db.dataSource.query<{ id: number }[]>(`SELECT id FROM schedule_requests WHERE status = 'open'`)
    ).map((r) => r.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(open.filter((id) => !seen.includes(id))).toEqual([]);
  });

  it('pages on while accounts arrive, repeating and skipping none of those it had', async () => {
    const before = (await t.db.dataSource.query<{ id: string }[]>(`SELECT id FROM users`)).map((r) => r.id);
    const seen: (string | number)[] = [];
    let page = await list('/api/admin/users?pageSize=2');
    seen.push(...page.items.map((r) => r.id));
    for (let i = 0; page.nextCursor; i++) {
      if (i < 3) await t.newUser();
      page = await list(`/api/admin/users?pageSize=2&page=${page.page + 1}&after=${page.nextCursor}`);
      seen.push(...page.items.map((r) => r.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(before.filter((id) => !seen.includes(id))).toEqual([]);
  });

  it('refuses a cursor of another table or one it cannot read, with the message', async () => {
    const first = await list('/api/admin/chefs?pageSize=2');
    const forged = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
    for (const url of [
      `/api/admin/users?after=${first.nextCursor}`,
      `/api/admin/chefs?after=${forged(['admin-chefs', 'maybe', '2031-05-05 10:00:00+00', '3'])}`,
      `/api/admin/chefs?before=${forged(['admin-chefs', 'false', 'soon', '3'])}`,
      `/api/admin/users?after=${forged(['admin-users', '2031-05-05 10:00:00+00'])}`,
      `/api/admin/applications?after=${forged(['admin-applications', 'soon', '3'])}`,
      `/api/admin/schedule-requests?status=closed&after=${(await list('/api/admin/schedule-requests?pageSize=2')).nextCursor}`,
    ]) {
      const res = await t.http.get(url).set('Cookie', cookie).expect(400);
      expect({ url, message: (res.body as { message: string }).message }).toEqual({
        url,
        message: PAGING_MESSAGES.cursor,
      });
    }
  });
});
