import type { DataSource } from 'typeorm';
import { Booking, Chef, Recipe, User, formatRating, toBookingDto, toChefDto, toRecipeDto } from '../src';
import { bookingJson, chefJson, jsonArray, ratingJson, recipeJson } from '../src/json-rows';
import { createTestDatabase, type TestDatabase } from '../src/testing';

/** The DTOs Postgres renders (json-rows.ts) are, field for field, what the mappers make of the entities. */
describe('DTOs rendered by Postgres', () => {
  let db: TestDatabase;
  let ds: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    ds = db.dataSource;
    // Edge rows beside the demo data: empty optional fields, cents ending in 0 and 5, a
    // timestamp with microseconds past a millisecond.
    const chef = await ds.getRepository(Chef).save({
      name: 'Edge Chef',
      location: 'Decatur, GA',
      specialty: 'vegan',
      pricePerPersonCents: 5,
      profileImage: null,
      experience: null,
      videoUrl: null,
    });
    await ds
      .getRepository(Chef)
      .save({ name: 'Edge Chef 2', location: 'X', specialty: 'y', pricePerPersonCents: 123405 });
    await ds.getRepository(Recipe).save({
      title: 'Edge Recipe',
      slug: 'edge-recipe',
      category: 'healthy',
      nutritionInfo: { calories: 410, protein: '31g', nested: { a: [1, 2] } },
    });
    const customer = await ds.getRepository(User).findOneByOrFail({ email: 'customer@demo.test' });
    for (const [i, cents] of [1, 8500, 8550, 8505, 99999].entries()) {
      await ds.getRepository(Booking).save({
        customerId: customer.id,
        chefId: chef.id,
        serviceType: 'meal_prep',
        eventDate: `2031-0${i + 1}-1${i}`,
        eventTime: 'morning',
        guestCount: 2,
        clientName: 'Edge Client',
        clientEmail: 'edge@example.test',
        clientPhone: i % 2 ? null : '4045550100',
        clientAddress: '1 Edge St',
        specialRequests: i % 2 ? 'none' : null,
        totalAmountCents: cents,
      });
    }
    await ds.query(
      `UPDATE bookings SET created_at = '2026-11-25 10:11:12.123999+00' WHERE client_name = 'Edge Client'`,
    );
  });

  afterAll(async () => {
    await db?.drop();
  });

  const rendered = async (dto: string, table: string) =>
    new Map(
      (await ds.query<{ id: number; dto: unknown }[]>(`SELECT t.id, ${dto} AS dto FROM ${table} t`)).map((r) => [
        r.id,
        r.dto,
      ]),
    );

  it('renders every chef as toChefDto does', async () => {
    const json = await rendered(chefJson('t'), 'chefs');
    const chefs = await ds.getRepository(Chef).find();
    expect(chefs.length).toBeGreaterThan(10);
    for (const chef of chefs) expect(json.get(chef.id)).toEqual(toChefDto(chef));
  });

  it('renders every recipe as toRecipeDto does', async () => {
    const json = await rendered(recipeJson('t'), 'recipes');
    const recipes = await ds.getRepository(Recipe).find();
    expect(recipes.length).toBeGreaterThan(10);
    for (const recipe of recipes) expect(json.get(recipe.id)).toEqual(toRecipeDto(recipe));
  });

  it('renders every booking as toBookingDto does, with and without the chef', async () => {
    const bare = await rendered(bookingJson('t'), 'bookings');
    const named = await rendered(bookingJson('t', '(SELECT name FROM chefs c WHERE c.id = t.chef_id)'), 'bookings');
    const bookings = await ds.getRepository(Booking).find({ relations: { chef: true } });
    expect(bookings.filter((b) => b.clientName === 'Edge Client')).toHaveLength(5);
    for (const booking of bookings) {
      expect(named.get(booking.id)).toEqual(toBookingDto(booking));
      expect(bare.get(booking.id)).toEqual(toBookingDto({ ...booking, chef: undefined }));
    }
  });

  it('rounds every average rating of up to 300 reviews as formatRating does', async () => {
    const rows = await ds.query<{ review_count: number; rating_total: number; shown: string }[]>(
      `SELECT x.review_count, x.rating_total, ${ratingJson('x')} AS shown
         FROM (SELECT n AS review_count, t AS rating_total
                 FROM generate_series(0, 300) n, generate_series(n, 5 * n) t) x`,
    );
    expect(rows.length).toBeGreaterThan(180_000);
    const wrong = rows.filter(
      (r) => r.shown !== formatRating(r.review_count > 0 ? r.rating_total / r.review_count : null),
    );
    expect(wrong).toEqual([]);
  });

  it('pages as a JSON array in order, and an empty page as []', async () => {
    const [page] = await ds.query<{ items: { id: number }[] }[]>(
      jsonArray(recipeJson('r'), 'recipes r WHERE r.category = $1', 'r.id DESC'),
      ['healthy'],
    );
    const ids = page.items.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [empty] = await ds.query<{ items: unknown[] }[]>(
      jsonArray(recipeJson('r'), 'recipes r WHERE r.category = $1', 'r.id'),
      ['none'],
    );
    expect(empty.items).toEqual([]);
  });
});
