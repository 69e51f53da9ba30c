import { ChefApplication, Recipe, ScheduleRequest, User } from '@chefs/db';
import {
  ADMIN_FILTER_MESSAGES as M,
  type AdminApplicationPageDto,
  type AdminPageDto,
  type AdminScheduleRequestDto,
  type AdminUserDto,
  type BookingDto,
  type ChefDto,
  type RecipeDto,
} from '@chefs/contracts';
import { startTestApp, type TestApp } from './support';

/** Every filter of every admin table: what it keeps, its total, and the 400 of a wrong value. */
describe('admin table filters (HTTP, seeded Postgres)', () => {
  let t: TestApp;
  let admin: { user: User; cookie: string };
  let customer: { user: User; cookie: string };

  const get = async <T>(url: string): Promise<AdminPageDto<T>> =>
    (await t.http.get(url).set('Cookie', admin.cookie).expect(200)).body as AdminPageDto<T>;
  const refused = async (url: string, message: string) =>
    expect((await t.http.get(url).set('Cookie', admin.cookie).expect(400)).body).toMatchObject({ message });
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.db.dataSource.query<{ n: string }[]>(`SELECT count(*)::text AS n FROM ${sql}`, params))[0].n);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.newUser('admin');
    customer = await t.newUser();
  });

  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/admin/bookings', () => {
    it('keeps one status, one chef, or both, with their totals', async () => {
      const chef = await t.newChef();
      const other = await t.newChef();
      await t.insertBooking(customer.user, chef, { eventDate: '2033-01-01', status: 'confirmed' });
      await t.insertBooking(customer.user, chef, { eventDate: '2033-01-02', status: 'cancelled' });
      await t.insertBooking(customer.user, chef, { eventDate: '2033-01-03', status: 'confirmed' });
      await t.insertBooking(customer.user, other, { eventDate: '2033-01-04', status: 'confirmed' });

      const confirmed = await get<BookingDto>('/api/admin/bookings?status=confirmed&pageSize=100');
      expect(confirmed.total).toBe(await count(`bookings WHERE status = 'confirmed'`));
      expect(confirmed.items.length).toBe(Math.min(100, confirmed.total));
      expect(confirmed.items.every((b) => b.status === 'confirmed')).toBe(true);

      const mine = await get<BookingDto>(`/api/admin/bookings?chefId=${chef.id}`);
      expect(mine).toMatchObject({ total: 3, totalIsEstimate: false });
      expect(mine.items.map((b) => b.eventDate)).toEqual(['2033-01-03', '2033-01-02', '2033-01-01']);

      const both = await get<BookingDto>(
        `/api/admin/bookings?chefId=${chef.id}&status=confirmed&sort=eventDate&dir=asc`,
      );
      expect(both.total).toBe(2);
      expect(both.items.map((b) => [b.eventDate, b.status])).toEqual([
        ['2033-01-01', 'confirmed'],
        ['2033-01-03', 'confirmed'],
      ]);
      const none = await get(`/api/admin/bookings?chefId=${chef.id}&status=completed`);
      expect(none).toMatchObject({ items: [], total: 0 });
    });

    it('refuses a status or a chef id it does not know with a plain 400', async () => {
      await refused('/api/admin/bookings?status=paid', M.bookingStatus);
      await refused('/api/admin/bookings?chefId=abc', M.chefId);
      await refused('/api/admin/bookings?chefId=0', M.chefId);
    });
  });

  describe('GET /api/admin/chefs', () => {
    it('keeps those awaiting approval or the approved ones', async () => {
      await t.newChef({ isApproved: false });
      const pending = await get<ChefDto>('/api/admin/chefs?status=pending&pageSize=100');
      expect(pending.total).toBe(await count('chefs WHERE NOT is_approved'));
      expect(pending.total).toBeGreaterThan(0);
      expect(pending.items.every((c) => !c.isApproved)).toBe(true);
      const approved = await get<ChefDto>('/api/admin/chefs?status=approved&pageSize=100');
      expect(approved.total).toBe(await count('chefs WHERE is_approved'));
      expect(approved.items.every((c) => c.isApproved)).toBe(true);
    });

    it("finds a chef by any part of the name, or of the account's e-mail, in any case", async () => {
      const byName = await t.newChef({ name: 'Marisol Quintanilla', isApproved: false });
      const { user } = await t.newUser('chef');
      await t.db.dataSource.getRepository(User).update({ id: user.id }, { email: 'kitchen.zephyrine@example.com' });
      const byMail = await t.newChef({ name: 'Chef Without Clue', userId: user.id });

      expect((await get<ChefDto>('/api/admin/chefs?q=QUINTAN')).items.map((c) => c.id)).toEqual([byName.id]);
      expect((await get<ChefDto>('/api/admin/chefs?q=zephyrine')).items.map((c) => c.id)).toEqual([byMail.id]);
      expect(await get<ChefDto>('/api/admin/chefs?q=zephyrine&status=pending')).toMatchObject({ items: [], total: 0 });
      expect((await get<ChefDto>('/api/admin/chefs?q=marisol&status=pending')).total).toBe(1);
    });

    it('takes % and _ in a search literally, and refuses a short search or an unknown status', async () => {
      expect(await get('/api/admin/chefs?q=%25%25%25')).toMatchObject({ items: [], total: 0 });
      expect(await get('/api/admin/chefs?q=___')).toMatchObject({ items: [], total: 0 });
      await refused('/api/admin/chefs?q=ab', M.search);
      await refused('/api/admin/chefs?status=rejected', M.chefStatus);
    });
  });

  describe('GET /api/admin/recipes', () => {
    it('keeps drafts or published ones, one category, and titles holding the search', async () => {
      const recipes = t.db.dataSource.getRepository(Recipe);
      const base = {
        description: 'A test recipe.',
        difficulty: 'easy' as const,
        prepTime: 5,
        cookingTime: 10,
        servings: 2,
        ingredients: ['Salt'],
        instructions: ['Cook.'],
        imageUrl: null,
      };
      const draft = await recipes.save({
        ...base,
        title: 'Saffron Quinoa Draft',
        slug: 'saffron-quinoa-draft',
        category: 'healthy',
        isPublished: false,
      });
      await recipes.save({
        ...base,
        title: 'Saffron Quinoa Bowl',
        slug: 'saffron-quinoa-bowl',
        category: 'meal_prep',
        isPublished: true,
      });

      const drafts = await get<RecipeDto>('/api/admin/recipes?status=draft&pageSize=100');
      expect(drafts.total).toBe(await count('recipes WHERE NOT is_published'));
      expect(drafts.items.every((r) => !r.isPublished)).toBe(true);
      const healthy = await get<RecipeDto>('/api/admin/recipes?category=healthy&pageSize=100');
      expect(healthy.total).toBe(await count(`recipes WHERE category = 'healthy'`));
      expect(healthy.items.every((r) => r.category === 'healthy')).toBe(true);
      const saffron = await get<RecipeDto>('/api/admin/recipes?q=saffron quinoa');
      expect(saffron.items.map((r) => r.title)).toEqual(['Saffron Quinoa Draft', 'Saffron Quinoa Bowl']);
      const all = await get<RecipeDto>('/api/admin/recipes?q=saffron&status=draft&category=healthy');
      expect(all).toMatchObject({ total: 1, items: [{ id: draft.id }] });
    });

    it('pages a title search in the table order, in any case, with its exact total', async () => {
      await t.db.dataSource.query(
        `INSERT INTO recipes (title, slug, category, is_published, created_at)
         SELECT CASE WHEN g % 2 = 0 THEN 'Paged MANGO Salad ' ELSE 'Paged mango Tart ' END || g, 'paged-mango-' || g,
                'healthy', g % 3 <> 0, now() - g * interval '1 minute'
           FROM generate_series(1, 45) g`,
      );
      const expected = await t.db.dataSource.query<{ id: number }[]>(
        `SELECT id FROM recipes WHERE lower(title) LIKE '%ngo s%' OR lower(title) LIKE '%ngo t%'
          ORDER BY is_published, created_at DESC, id DESC`,
      );
      expect(expected).toHaveLength(45);
      const pages = await Promise.all(
        [1, 2, 3].map((n) => get<RecipeDto>(`/api/admin/recipes?q=MaNgO&pageSize=20&page=${n}`)),
      );
      expect(pages.map((p) => p.total)).toEqual([45, 45, 45]);
      expect(pages.every((p) => !p.totalIsEstimate)).toBe(true);
      expect(pages.map((p) => p.items.length)).toEqual([20, 20, 5]);
      expect(pages.flatMap((p) => p.items.map((r) => r.id))).toEqual(expected.map((r) => r.id));
      // Past the last page: no rows, the same total.
      expect(await get<RecipeDto>('/api/admin/recipes?q=mango&pageSize=20&page=4')).toMatchObject({
        items: [],
        total: 45,
      });
    });

    it('refuses an unknown status or category, and a short search', async () => {
      await refused('/api/admin/recipes?status=archived', M.recipeStatus);
      await refused('/api/admin/recipes?category=desserts', M.category);
      await refused('/api/admin/recipes?q=%20a%20', M.search);
    });
  });

  describe('GET /api/admin/users', () => {
    it('keeps one role, and finds accounts by first name, last name or e-mail', async () => {
      const users = t.db.dataSource.getRepository(User);
      const ada = await users.save({ email: 'ada.l@engine.example', firstName: 'Ada', lastName: 'Lovelace' });
      const chefs = await get<AdminUserDto>('/api/admin/users?role=chef&pageSize=100');
      expect(chefs.total).toBe(await count(`users WHERE role = 'chef'`));
      expect(chefs.items.every((u) => u.role === 'chef')).toBe(true);

      for (const q of ['lovelace', 'ADA LOVE', 'engine.exa'])
        expect((await get<AdminUserDto>(`/api/admin/users?q=${encodeURIComponent(q)}`)).items.map((u) => u.id)).toEqual(
          [ada.id],
        );
      expect(await get('/api/admin/users?q=lovelace&role=admin')).toMatchObject({ items: [], total: 0 });
    });

    it('refuses an unknown role and a search that is too short or too long', async () => {
      await refused('/api/admin/users?role=owner', M.role);
      await refused('/api/admin/users?q=ad', M.search);
      await t.http
        .get(`/api/admin/users?q=${'a'.repeat(101)}`)
        .set('Cookie', admin.cookie)
        .expect(400);
    });
  });

  describe('GET /api/admin/applications', () => {
    it('keeps one status', async () => {
      const { user } = await t.newUser();
      await t.db.dataSource.getRepository(ChefApplication).save({
        userId: user.id,
        fullName: 'Priya Natarajan',
        email: user.email,
        phone: '(404) 555-0123',
        yearsOfExperience: 6,
        specialty: 'asian',
        description: 'South Indian home cooking.',
        cookingVideoUrl: null,
        foodSafetyScore: 90,
        professionalismScore: 90,
        references: [],
        businessName: null,
        serviceTypes: ['Meal Prep'],
        location: 'Decatur, GA',
        zipCode: '30030',
        pricePerPersonCents: 7000,
        backgroundCheckConsent: true,
        status: 'under_review',
      });
      const page = (
        await t.http.get('/api/admin/applications?status=under_review').set('Cookie', admin.cookie).expect(200)
      ).body as AdminApplicationPageDto;
      expect(page.total).toBe(await count(`chef_applications WHERE status = 'under_review'`));
      expect(page.items.map((a) => a.fullName)).toContain('Priya Natarajan');
      expect(page.items.every((a) => a.status === 'under_review')).toBe(true);
      await refused('/api/admin/applications?status=waiting', M.applicationStatus);
    });
  });

  describe('GET /api/admin/schedule-requests', () => {
    it('lists the open ones by default and the handled ones, last handled first, on asking', async () => {
      const requests = t.db.dataSource.getRepository(ScheduleRequest);
      const made = [];
      for (const notes of ['First', 'Second', 'Third'])
        made.push(
          await requests.save({
            userId: customer.user.id,
            bookingType: 'single',
            dates: ['2033-02-01'],
            timeSlot: 'evening',
            notes,
          }),
        );
      for (const r of [made[0], made[1]])
        await t.http
          .patch(`/api/admin/schedule-requests/${r.id}`)
          .set('Cookie', admin.cookie)
          .send({ status: 'closed' })
          .expect(200);

      const open = await get<AdminScheduleRequestDto>('/api/admin/schedule-requests?pageSize=100');
      expect(open.items.map((r) => r.id)).toContain(made[2].id);
      expect(open.items.every((r) => r.status === 'open')).toBe(true);
      expect(await get('/api/admin/schedule-requests?status=open&pageSize=100')).toEqual(open);

      const closed = await get<AdminScheduleRequestDto>('/api/admin/schedule-requests?status=closed');
      expect(closed.total).toBe(await count(`schedule_requests WHERE status = 'closed'`));
      expect(closed.items.slice(0, 2).map((r) => r.id)).toEqual([made[1].id, made[0].id]);
      expect(closed.items[0]).toMatchObject({ status: 'closed', handledById: admin.user.id });
      await refused('/api/admin/schedule-requests?status=handled', M.requestStatus);
    });
  });

  it('counts a filter matching more than 10,000 rows by its estimate', async () => {
    const chef = await t.newChef();
    await t.db.dataSource.query(
      `INSERT INTO bookings (customer_id, chef_id, service_type, event_date, event_time, guest_count, client_name,
                             client_email, client_address, total_amount_cents, status, payment_status)
       SELECT $1, $2, 'meal_prep', DATE '2040-01-01' + g, 'morning', 2, 'Bulk Client', 'bulk@example.com',
              '1 Main St', 10000, 'completed', 'paid'
         FROM generate_series(1, 10050) g`,
      [customer.user.id, chef.id],
    );
    await t.db.dataSource.query(`ANALYZE bookings`);
    const page = await get<BookingDto>(`/api/admin/bookings?chefId=${chef.id}&pageSize=5`);
    expect(page.totalIsEstimate).toBe(true);
    expect(page.total).toBeGreaterThan(10_000);
    expect(page.items).toHaveLength(5);
  });

  it("pages a search matching more than 10,000 chefs in the table's order, and estimates its total", async () => {
    // A search reads its matches once for its page and total, up to 10,001 of them; past that the
    // first 10,001 read are not the table's first: the page must be read again in the table's order.
    await t.db.dataSource.query(
      `INSERT INTO chefs (name, bio, cuisines, price_per_person_cents, location, specialty, services, zip_codes,
                          is_approved, is_active, created_at)
       SELECT 'Plentiful Cook ' || g, 'Cooks.', ARRAY['southern'], 5000, 'Atlanta, GA', 'southern',
              ARRAY['meal_prep'], ARRAY['30306'], g % 2 = 0, true, TIMESTAMPTZ '2030-01-01' + g * interval '1 minute'
         FROM generate_series(1, 10050) g`,
    );
    await t.db.dataSource.query(`ANALYZE chefs`);
    const inOrder = async (where: string) =>
      (
        await t.db.dataSource.query<{ id: number }[]>(
          `SELECT id FROM chefs WHERE ${where} ORDER BY is_approved, created_at DESC, id DESC`,
        )
      ).map((r) => r.id);
    const all = await inOrder(`lower(name) LIKE '%plentiful%'`);
    expect(all.length).toBeGreaterThan(10_000);
    const first = await get<ChefDto>('/api/admin/chefs?q=plentiful&pageSize=5');
    expect(first).toMatchObject({ totalIsEstimate: true, prevCursor: null });
    expect(first.total).toBeGreaterThan(10_000);
    expect(first.items.map((c) => c.id)).toEqual(all.slice(0, 5));
    const next = await get<ChefDto>(`/api/admin/chefs?q=plentiful&pageSize=5&page=2&after=${first.nextCursor}`);
    expect(next.items.map((c) => c.id)).toEqual(all.slice(5, 10));
    // A narrower search among them is read from its matches: an exact total, the same order.
    const narrow = await inOrder(`lower(name) LIKE '%plentiful cook 100%'`);
    const found = await get<ChefDto>('/api/admin/chefs?q=plentiful%20cook%20100&pageSize=100');
    expect(found).toMatchObject({ total: narrow.length, totalIsEstimate: false });
    expect(found.items.map((c) => c.id)).toEqual(narrow);
  });
});
