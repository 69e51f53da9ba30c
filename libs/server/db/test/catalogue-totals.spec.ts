import { Chef, Recipe, User } from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import type { DataSource } from 'typeorm';

/**
 * The catalogue counts kept by migration 1732100000016, and the accounts per role kept by
 * 1732100000023, always equal a fresh count of the rows.
 */
describe('catalogue totals kept by the database', () => {
  let db: TestDatabase;
  let ds: DataSource;

  const chef = (n: number, extra: Partial<Chef> = {}): Partial<Chef> => ({
    name: `Totals Chef ${n}`,
    location: 'Atlanta, GA',
    specialty: 'southern',
    pricePerPersonCents: 5000,
    ...extra,
  });
  const recipe = (n: number, extra: Partial<Recipe> = {}): Partial<Recipe> => ({
    title: `Totals Recipe ${n}`,
    slug: `totals-recipe-${n}`,
    category: 'healthy',
    ...extra,
  });

  /** What the totals tables say, and what counting every row says (zero counts left out). */
  async function bothWays() {
    const read = (sql: string) => ds.query<Record<string, unknown>[]>(sql);
    return {
      kept: {
        chefs: await read(`SELECT is_approved, is_active, n::int FROM chef_totals WHERE n <> 0 ORDER BY 1, 2`),
        recipes: await read(`SELECT is_published, category, n::int FROM recipe_totals WHERE n <> 0 ORDER BY 1, 2`),
        users: await read(`SELECT role, n::int FROM user_totals WHERE n <> 0 ORDER BY 1`),
      },
      counted: {
        chefs: await read(`SELECT is_approved, is_active, count(*)::int AS n FROM chefs GROUP BY 1, 2 ORDER BY 1, 2`),
        recipes: await read(
          `SELECT is_published, category, count(*)::int AS n FROM recipes GROUP BY 1, 2 ORDER BY 1, 2`,
        ),
        users: await read(`SELECT role, count(*)::int AS n FROM users GROUP BY 1 ORDER BY 1`),
      },
    };
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = db.dataSource;
  });

  afterAll(async () => {
    await db.drop();
  });

  it('follow inserts, approvals, deactivation, publication, category moves and deletes, one row or many', async () => {
    const chefs = ds.getRepository(Chef);
    const recipes = ds.getRepository(Recipe);
    const saved = await chefs.save([chef(1), chef(2, { isApproved: true }), chef(3, { isApproved: true })]);
    await chefs.update({ id: saved[0].id }, { isApproved: true });
    await chefs.update({ id: saved[1].id }, { isActive: false });
    // A change of other columns (a chef's own counters move on every booking) leaves the counts alone.
    await chefs.update({ id: saved[2].id }, { bio: 'New bio', totalBookings: 3 });
    await chefs.delete({ id: saved[2].id });
    await ds.query(
      `INSERT INTO chefs (name, location, specialty, price_per_person_cents, is_approved)
       SELECT 'Bulk ' || g, 'Atlanta, GA', 'bbq', 4000, g % 3 = 0 FROM generate_series(1, 300) g`,
    );
    await ds.query(`UPDATE chefs SET is_active = false WHERE name LIKE 'Bulk 1%'`);

    const made = await recipes.save([
      recipe(1),
      recipe(2, { isPublished: true }),
      recipe(3, { category: 'fine_dining' }),
    ]);
    await recipes.update({ id: made[0].id }, { isPublished: true, category: 'comfort_food' });
    await recipes.update({ id: made[2].id }, { isPublished: true });
    await recipes.delete({ id: made[1].id });

    const { kept, counted } = await bothWays();
    expect(kept).toEqual(counted);
    expect(counted.chefs.length).toBeGreaterThan(1);
  });

  it('count the accounts per role through sign-ups in bulk, role changes, other updates and deletes', async () => {
    const users = ds.getRepository(User);
    const [a, b] = await users.save([
      { email: 'totals-a@example.test', role: 'customer' as const },
      { email: 'totals-b@example.test', role: 'customer' as const },
    ]);
    await ds.query(
      `INSERT INTO users (email, role) SELECT 'totals-bulk-' || g || '@example.test', 'customer' FROM generate_series(1, 250) g`,
    );
    await users.update({ id: a.id }, { role: 'chef' });
    await users.update({ id: b.id }, { firstName: 'Renamed' });
    await ds.query(`UPDATE users SET role = 'admin' WHERE email LIKE 'totals-bulk-1%'`);
    await ds.query(`DELETE FROM users WHERE email LIKE 'totals-bulk-2%'`);
    await users.delete({ id: b.id });

    const { kept, counted } = await bothWays();
    expect(kept.users).toEqual(counted.users);
    expect(counted.users.map((r) => r.role)).toEqual(['admin', 'chef', 'customer']);
  });

  it('leave no trace of a change that is rolled back', async () => {
    const before = await bothWays();
    await expect(
      ds.transaction(async (m) => {
        await m.getRepository(Chef).save(chef(9, { isApproved: true }));
        await m.query('UPDATE recipes SET is_published = NOT is_published');
        await m.query(`UPDATE users SET role = 'admin'`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await bothWays()).toEqual(before);
  });
});
