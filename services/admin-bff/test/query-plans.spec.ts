import type { DataSource } from 'typeorm';
import type { AdminPageDto } from '@chefs/contracts';
import {
  captureQueries,
  describeAtPlanScale,
  expectIndexedReads,
  fullScans,
  replannedQueries,
  type CapturedQuery,
} from '@chefs/testing';
import { startTestApp } from './support';

/**
 * Every admin table and the overview read indexes (or the counters table), never the whole of
 * bookings, chefs, recipes, reviews or users, on a marketplace of realistic shape (chefs and
 * recipes at metro size, people and bookings at a twentieth of it). The queries are the ones
 * the service sends, captured while it answers.
 */
describeAtPlanScale('admin query plans at scale (HTTP, generated Postgres data)', startTestApp, (app) => {
  it('uses an index for the overview and every page of every admin table', async () => {
    const sorts = ['eventDate', 'createdAt', 'totalAmount', 'clientName', 'status'];
    await expectIndexedReads(
      app(),
      'admin@demo.test',
      {
        single: [
          '/api/admin/overview',
          ...sorts.flatMap((sort) =>
            ['asc', 'desc'].map((dir) => `/api/admin/bookings?sort=${sort}&dir=${dir}&page=3`),
          ),
          ...['chefs', 'recipes', 'users', 'applications', 'schedule-requests'].map(
            (table) => `/api/admin/${table}?page=2`,
          ),
        ],
      },
      // A statement a page at least: each page reads its rows and its total in one.
      16,
    );
  });

  /**
   * Pages named by cursors, after a page and before one: the bookings in every order, alone and
   * with a status; the chefs and the accounts alone and filtered (their orders mix directions, so
   * each page is a union of index ranges, one per order column); the applications and the open
   * and handled schedule requests.
   */
  it('uses an index for the pages named by cursors', async () => {
    const t = app();
    const cookie = await t.cookieFor('admin@demo.test');
    const get = async (url: string) =>
      (await t.http.get(url).set('Cookie', cookie).expect(200)).body as AdminPageDto<unknown>;
    const [{ status }] = await t.db.dataSource.query<{ status: string }[]>(
      `SELECT status FROM bookings GROUP BY status ORDER BY count(*) DESC LIMIT 1`,
    );
    const lists = [
      ...['eventDate', 'createdAt', 'totalAmount', 'clientName', 'status'].flatMap((sort) =>
        ['asc', 'desc'].flatMap((dir) =>
          ['', `&status=${status}`].map((filter) => `/api/admin/bookings?sort=${sort}&dir=${dir}${filter}`),
        ),
      ),
      ...['', 'status=approved', 'status=pending', 'q=brooks'].map((filter) => `/api/admin/chefs?${filter}`),
      ...['', 'role=customer', 'q=foster'].map((filter) => `/api/admin/users?${filter}`),
      ...['', 'status=approved', 'status=pending'].map((filter) => `/api/admin/applications?${filter}`),
      ...['status=open', 'status=closed'].map((filter) => `/api/admin/schedule-requests?${filter}`),
    ];
    for (const base of lists) {
      const second = await get(`${base}&page=2&pageSize=5`);
      expect({ base, next: typeof second.nextCursor }).toEqual({ base, next: 'string' });
      for (const url of [
        `${base}&page=3&pageSize=5&after=${second.nextCursor}`,
        `${base}&page=1&pageSize=5&before=${second.prevCursor}`,
      ]) {
        const queries = await captureQueries(async () => {
          await t.http.get(url).set('Cookie', cookie).expect(200);
        });
        expect({ url, scans: await fullScans(t.db.dataSource, queries) }).toEqual({ url, scans: [] });
      }
    }
  });

  /**
   * Each filter of each table, alone and with the others, on the first page and a later one: no
   * query reads a growing table from end to end, and each search alone finds its rows on its
   * trigram index (an ordered index walked with the search as a filter would read every row as
   * surely; with a status or a category too, the planner may walk that one's smaller range instead).
   * The searches are what an admin types: a rare e-mail, a surname shared by a tenth of the
   * accounts, part of a chef's or a recipe's name.
   */
  it('uses an index for every filter of every admin table', async () => {
    const t = app();
    const cookie = await t.cookieFor('admin@demo.test');
    const [{ chefId }] = await t.db.dataSource.query<{ chefId: number }[]>(
      `SELECT id AS "chefId" FROM chefs ORDER BY id DESC LIMIT 1`,
    );
    const filtered: Record<string, string[]> = {
      bookings: [
        'status=pending',
        'status=cancelled&sort=totalAmount&dir=asc',
        'status=confirmed&sort=clientName',
        `chefId=${chefId}`,
        `chefId=${chefId}&status=completed&sort=createdAt`,
      ],
      chefs: ['status=pending', 'status=approved', 'q=Lopez 1999', 'q=brooks&status=pending', 'q=demo.test'],
      recipes: [
        'status=draft',
        'status=published&category=healthy',
        'category=fine_dining',
        'q=Garlicky Tofu',
        'q=No 4321&status=published&category=comfort_food',
      ],
      users: ['role=chef', 'role=customer', 'q=thompson', 'q=nia.thom', 'q=Foster', 'q=ava&role=customer'],
      applications: ['status=pending', 'status=rejected'],
      'schedule-requests': ['status=open', 'status=closed'],
    };
    const trigram: Record<string, string> = {
      chefs: 'ix_chefs_admin_name_lower_trgm',
      recipes: 'ix_recipes_admin_title_lower_trgm',
      users: 'ix_users_admin_search_lower_trgm',
    };
    for (const [table, filters] of Object.entries(filtered))
      for (const filter of filters)
        for (const page of [1, 3]) {
          const url = `/api/admin/${table}?${filter.replace(/ /g, '%20')}&page=${page}`;
          const queries = await captureQueries(async () => {
            await t.http.get(url).set('Cookie', cookie).expect(200);
          });
          expect({ url, scans: await fullScans(t.db.dataSource, queries) }).toEqual({ url, scans: [] });
          if (trigram[table] && /^q=[^&]*$/.test(filter)) {
            const used = await indexesUsed(t.db.dataSource, queries);
            expect({ url, used: used.includes(trigram[table]) }).toEqual({ url, used: true });
            // Postgres keeps a plan for the search: the word never reaches the planner (containsText).
            expect({ url, replanned: await replannedQueries(t.db.dataSource, queries) }).toEqual({
              url,
              replanned: [],
            });
          }
        }
  });
});

/** The names of the indexes each query's plan reads. */
async function indexesUsed(dataSource: DataSource, queries: readonly CapturedQuery[]): Promise<string[]> {
  const names: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Index Name']) names.push(node['Index Name']);
    for (const child of node.Plans ?? []) walk(child);
  };
  for (const q of queries) {
    const [row] = await dataSource.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }[]>(
      `EXPLAIN (FORMAT JSON) ${q.sql}`,
      q.parameters,
    );
    walk(row['QUERY PLAN'][0].Plan);
  }
  return names;
}

interface PlanNode {
  'Index Name'?: string;
  Plans?: PlanNode[];
}
