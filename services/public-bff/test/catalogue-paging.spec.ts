import request from 'supertest';
import {
  CATALOGUE_MAX_PAGE_SIZE,
  CATALOGUE_PAGE_SIZE,
  PAGING_MESSAGES,
  type ChefDto,
  type Page,
  type RecipeDto,
  type ReviewDto,
} from '@chefs/contracts';
import { Booking, Chef, Recipe, Review, User } from '@chefs/db';
import { dishSlug, recipeSlug } from '@chefs/domain';
import { startTestApp, type TestApp } from './support';

/** Every page of a list, following nextCursor from the first; `between` runs after each page. */
async function walk<T>(
  http: ReturnType<typeof request>,
  url: string,
  between: (pageIndex: number) => Promise<void> = async () => undefined,
): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | null = null;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const res = await http.get(cursor ? `${url}${sep}cursor=${cursor}` : url).expect(200);
    const body = res.body as Page<T>;
    pages.push(body.items);
    cursor = body.nextCursor;
    await between(pages.length - 1);
  } while (cursor && pages.length < 100);
  return pages;
}

const idsOf = (pages: { id: number }[][]) => pages.flat().map((x) => x.id);

describe('catalogue paging (HTTP, seeded Postgres)', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  const chefs = () => t.db.dataSource.getRepository(Chef);
  const visibleIds = async () =>
    (await chefs().find({ where: { isApproved: true, isActive: true }, order: { id: 'ASC' } })).map((c) => c.id);
  let n = 0;
  const newChef = (extra: Partial<Chef> = {}) =>
    chefs().save({
      name: `Paging Chef ${++n}`,
      location: 'Atlanta, GA',
      specialty: 'southern',
      cuisines: ['southern'],
      zipCodes: ['30301'],
      pricePerPersonCents: 4000 + n * 100,
      isApproved: true,
      ...extra,
    });

  beforeAll(async () => {
    t = await startTestApp();
    http = request(t.app.getHttpServer());
  });

  afterAll(async () => {
    await t.close();
  });

  describe('page limits', () => {
    const lists = ['/api/chefs', '/api/chefs/search', '/api/recipes'];

    it('answers 400 with a plain message for a limit of 10,000, 0 or not a number', async () => {
      const [chef] = await visibleIds();
      for (const url of [...lists, `/api/reviews/chef/${chef}`]) {
        for (const limit of ['10000', String(CATALOGUE_MAX_PAGE_SIZE + 1), '0', '-1', 'ten']) {
          const res = await http.get(`${url}?limit=${limit}`).expect(400);
          expect(res.body).toMatchObject({
            statusCode: 400,
            message: PAGING_MESSAGES.limit,
            errors: [{ field: 'limit', message: 'limit must be a whole number from 1 to 50' }],
          });
        }
        expect((await http.get(`${url}?limit=2.5`).expect(400)).body.message).toBe('Expected integer, received float');
        const max = await http.get(`${url}?limit=${CATALOGUE_MAX_PAGE_SIZE}`).expect(200);
        expect((max.body as Page<unknown>).items.length).toBeLessThanOrEqual(CATALOGUE_MAX_PAGE_SIZE);
      }
    });

    it(`serves ${CATALOGUE_PAGE_SIZE} rows when no limit is given, with a cursor to the next page`, async () => {
      while ((await visibleIds()).length <= CATALOGUE_PAGE_SIZE) await newChef();
      const body = (await http.get('/api/chefs').expect(200)).body as Page<ChefDto>;
      expect(body.items).toHaveLength(CATALOGUE_PAGE_SIZE);
      expect(body.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
      const recipes = (await http.get('/api/recipes').expect(200)).body as Page<RecipeDto>;
      expect(recipes.items.length).toBeLessThanOrEqual(CATALOGUE_PAGE_SIZE);
    });

    it('refuses a cursor it did not write, or one written for another order, with 400', async () => {
      const first = (await http.get('/api/chefs?limit=2&sort=price').expect(200)).body as Page<ChefDto>;
      for (const url of [
        `/api/chefs?limit=2&cursor=${first.nextCursor}`,
        `/api/chefs?limit=2&sort=rating&cursor=${first.nextCursor}`,
        `/api/chefs?cursor=${Buffer.from('["chefs:default",-4]').toString('base64url')}`,
        '/api/chefs?cursor=not-a-cursor',
        '/api/chefs?cursor=abc%25def',
        `/api/recipes?cursor=${first.nextCursor}`,
      ]) {
        const res = await http.get(url).expect(400);
        expect(res.body).toMatchObject({ message: PAGING_MESSAGES.cursor });
      }
    });

    it('refuses with 400, not 500, a well-formed cursor holding values its columns cannot', async () => {
      const [chef] = await visibleIds();
      const cursor = (value: unknown[]) => Buffer.from(JSON.stringify(value)).toString('base64url');
      for (const url of [
        `/api/chefs?cursor=${cursor(['chefs:default', 2 ** 31])}`,
        `/api/chefs/search?cursor=${cursor(['chefs:default', 2 ** 31])}`,
        `/api/chefs?sort=newest&cursor=${cursor(['chefs:newest', 2 ** 40])}`,
        `/api/chefs?sort=rating&cursor=${cursor(['chefs:rating', '5', 2 ** 40])}`,
        `/api/chefs/search?sort=price&cursor=${cursor(['chefs:price', 2 ** 40, 1])}`,
        `/api/recipes?cursor=${cursor(['recipes:default', 2 ** 40])}`,
        `/api/reviews/chef/${chef}?cursor=${cursor(['reviews:newest', '1', 1])}`,
        `/api/reviews/chef/${chef}?cursor=${cursor(['reviews:newest', '+275760-09-13T00:00:00.000Z', 1])}`,
        `/api/reviews/chef/${chef}?cursor=${cursor(['reviews:newest', '2026-11-10 15:00:00+16', 1])}`,
        `/api/reviews/chef/${chef}?cursor=${cursor(['reviews:newest', '2026-11-10 15:00:00+00', 2 ** 40])}`,
      ]) {
        const res = await http.get(url);
        expect([url, res.status, res.body.message]).toEqual([url, 400, PAGING_MESSAGES.cursor]);
      }
    });
  });

  describe('chefs, page by page', () => {
    it.each(['default', 'newest', 'rating', 'price'] as const)(
      'sort=%s visits every visible chef once, in order',
      async (sort) => {
        const pages = await walk<ChefDto>(http, `/api/chefs?limit=4&sort=${sort}`);
        expect(pages.slice(0, -1).every((p) => p.length === 4)).toBe(true);
        const all = pages.flat();
        expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
        expect(all.map((c) => c.id).sort((a, b) => a - b)).toEqual(await visibleIds());
        const pairs = all.slice(1).map((c, i) => [all[i], c] as const);
        for (const [a, b] of pairs) {
          if (sort === 'default') expect(a.id).toBeLessThan(b.id);
          if (sort === 'newest') expect(a.id).toBeGreaterThan(b.id);
          if (sort === 'price') expect(Number(a.pricePerPerson)).toBeLessThanOrEqual(Number(b.pricePerPerson));
          if (sort === 'rating') expect(Number(a.rating)).toBeGreaterThanOrEqual(Number(b.rating));
        }
      },
    );

    it('returns no duplicates and skips nothing while new chefs arrive between pages', async () => {
      const before = await visibleIds();
      const added: number[] = [];
      const between = async () => {
        added.push((await newChef()).id);
      };
      const byId = idsOf(await walk<ChefDto>(http, '/api/chefs?limit=3', between));
      expect(new Set(byId).size).toBe(byId.length);
      // Oldest first: every chef there was at the start, then the new ones as the walk reached them.
      expect(byId.slice(0, before.length)).toEqual(before);
      expect(byId.slice(before.length).every((id) => added.includes(id))).toBe(true);

      const startNewest = await visibleIds();
      const newest = idsOf(await walk<ChefDto>(http, '/api/chefs?limit=3&sort=newest', between));
      // Newest first: chefs added after the first page are above it; the walk shows each older one once.
      expect(new Set(newest).size).toBe(newest.length);
      expect([...newest].sort((a, b) => a - b)).toEqual(startNewest);
    });

    it('filters by price and rating, and counts a review in the rating at once', async () => {
      const cheap = await newChef({ pricePerPersonCents: 2600, zipCodes: ['39950'] });
      const dear = await newChef({ pricePerPersonCents: 30000, zipCodes: ['39950'] });
      const found = (await http.get('/api/chefs/search?zip=39950&maxPrice=26').expect(200)).body as Page<ChefDto>;
      expect(found.items.map((c) => c.id)).toEqual([cheap.id]);

      const customer = await t.db.dataSource.getRepository(User).findOneByOrFail({ email: 'customer@demo.test' });
      const booking = await t.db.dataSource.getRepository(Booking).save({
        customerId: customer.id,
        chefId: dear.id,
        serviceType: 'private_dinner',
        eventDate: '2030-01-10',
        guestCount: 2,
        clientName: 'Casey',
        clientEmail: 'customer@demo.test',
        clientAddress: '1 Main St',
        totalAmountCents: 60000,
        status: 'completed',
      });
      await t.db.dataSource
        .getRepository(Review)
        .save({ bookingId: booking.id, chefId: dear.id, customerId: customer.id, rating: 2, comment: 'Late' });
      const rated = (await http.get('/api/chefs/search?zip=39950&sort=rating').expect(200)).body as Page<ChefDto>;
      expect(rated.items.map((c) => [c.id, c.rating, c.totalBookings])).toEqual([
        [cheap.id, '5.0', 0],
        [dear.id, '2.0', 1],
      ]);
      const good = (await http.get('/api/chefs/search?zip=39950&minRating=4.5').expect(200)).body as Page<ChefDto>;
      expect(good.items.map((c) => c.id)).toEqual([cheap.id]);
      expect((await http.get('/api/chefs?minRating=6').expect(400)).body.message).toBe(
        'minRating must be a number from 1 to 5',
      );
      expect((await http.get('/api/chefs?sort=cheapest').expect(400)).body.message).toBe(
        'sort must be one of default, rating, price, newest',
      );
    });
  });

  describe('recipes, searched on the server', () => {
    const published = () =>
      t.db.dataSource.getRepository(Recipe).find({ where: { isPublished: true }, order: { id: 'ASC' } });

    it('splits the hub from the fine-dining dishes and pages each by id', async () => {
      const all = await published();
      const hub = idsOf(await walk<RecipeDto>(http, '/api/recipes?collection=hub&limit=5'));
      expect(hub).toEqual(all.filter((r) => r.category !== 'fine_dining').map((r) => r.id));
      const dishes = idsOf(await walk<RecipeDto>(http, '/api/recipes?collection=fine_dining&limit=5'));
      expect(dishes).toEqual(all.filter((r) => r.category === 'fine_dining').map((r) => r.id));
      const healthy = (await http.get('/api/recipes?collection=hub&category=healthy').expect(200))
        .body as Page<RecipeDto>;
      expect(healthy.items.length).toBeGreaterThan(0);
      expect(healthy.items.every((r) => r.category === 'healthy')).toBe(true);
    });

    it('searches the title or the description anywhere, in any case, taking % and _ literally', async () => {
      const all = await published();
      const body = (await http.get('/api/recipes?collection=hub&q=SHRIMP').expect(200)).body as Page<RecipeDto>;
      const expected = all
        .filter((r) => r.category !== 'fine_dining')
        .filter((r) => `${r.title}\n${r.description}`.toLowerCase().includes('shrimp'));
      expect(expected.length).toBeGreaterThan(0);
      expect(body.items.map((r) => r.id)).toEqual(expected.map((r) => r.id));
      expect((await http.get('/api/recipes?q=%25').expect(200)).body.items).toEqual([]);
      expect((await http.get('/api/recipes?q=_').expect(200)).body.items).toEqual([]);
      expect((await http.get(`/api/recipes?q=${'x'.repeat(101)}`).expect(400)).body.message).toBe(
        'String must contain at most 100 character(s)',
      );
    });

    it('finds one recipe by its recipe slug and one dish by its dish slug, and nothing else', async () => {
      await t.db.dataSource.getRepository(Recipe).save({
        title: "Chef's Tasting: 5 Courses",
        slug: recipeSlug("Chef's Tasting: 5 Courses"),
        category: 'fine_dining',
        isPublished: true,
      });
      for (const slug of [recipeSlug("Chef's Tasting: 5 Courses"), dishSlug("Chef's Tasting: 5 Courses")]) {
        const body = (await http.get(`/api/recipes?collection=fine_dining&slug=${slug}`).expect(200))
          .body as Page<RecipeDto>;
        expect(body.items.map((r) => r.title)).toEqual(["Chef's Tasting: 5 Courses"]);
      }
      expect((await http.get('/api/recipes?slug=chefstasting5courses').expect(200)).body.items).toEqual([]);
      expect(
        (await http.get('/api/recipes?collection=hub&slug=chefs-tasting-5-courses').expect(200)).body.items,
      ).toEqual([]);
      expect((await http.get('/api/recipes?slug=a%20b').expect(400)).body.message).toBe(
        'slug must be letters, digits and hyphens',
      );
    });
  });

  describe('reviews, newest first', () => {
    it('returns no duplicates and skips nothing while new reviews arrive between pages', async () => {
      const chef = await newChef();
      const customer = await t.db.dataSource.getRepository(User).findOneByOrFail({ email: 'customer@demo.test' });
      let day = 0;
      const review = async (rating: number) => {
        day += 1;
        const booking = await t.db.dataSource.getRepository(Booking).save({
          customerId: customer.id,
          chefId: chef.id,
          serviceType: 'meal_prep',
          eventDate: `2029-0${1 + (day % 9)}-${String(1 + day).padStart(2, '0')}`,
          guestCount: 1,
          clientName: 'Casey',
          clientEmail: 'customer@demo.test',
          clientAddress: '1 Main St',
          totalAmountCents: 4000,
          status: 'completed',
        });
        return t.db.dataSource
          .getRepository(Review)
          .save({ bookingId: booking.id, chefId: chef.id, customerId: customer.id, rating, comment: `r${day}` });
      };
      // Five at one instant (one statement's now()) and two later: ties on created_at are broken by id.
      const sameInstant = await t.db.dataSource.transaction(async (m) => {
        const ids: number[] = [];
        for (let i = 0; i < 5; i++) {
          const booking = await m.getRepository(Booking).save({
            customerId: customer.id,
            chefId: chef.id,
            serviceType: 'meal_prep',
            eventDate: `2028-02-${String(10 + i).padStart(2, '0')}`,
            guestCount: 1,
            clientName: 'Casey',
            clientEmail: 'customer@demo.test',
            clientAddress: '1 Main St',
            totalAmountCents: 4000,
            status: 'completed',
          });
          const r = await m
            .getRepository(Review)
            .save({ bookingId: booking.id, chefId: chef.id, customerId: customer.id, rating: 4, comment: 'same' });
          ids.push(r.id);
        }
        return ids;
      });
      const later = [await review(5), await review(3)];
      const start = [...later.map((r) => r.id).reverse(), ...[...sameInstant].reverse()];
      const arrived: number[] = [];
      const pages = await walk<ReviewDto>(http, `/api/reviews/chef/${chef.id}?limit=2`, async () => {
        arrived.push((await review(1)).id);
      });
      const seen = idsOf(pages);
      expect(new Set(seen).size).toBe(seen.length);
      // Every review there was at the start, newest first; the ones written meanwhile are newer and not on later pages.
      expect(seen).toEqual(start);
      expect(arrived.some((id) => seen.includes(id))).toBe(false);
      const chefNow = (await http.get(`/api/chefs/${chef.id}`).expect(200)).body as ChefDto;
      const ratings = await t.db.dataSource.getRepository(Review).findBy({ chefId: chef.id });
      expect(Number(chefNow.rating)).toBeCloseTo(ratings.reduce((a, r) => a + r.rating, 0) / ratings.length, 1);
      expect(chefNow.totalBookings).toBe(ratings.length);
    });
  });
});
