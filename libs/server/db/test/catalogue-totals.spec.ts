import { Chef, Recipe, User } from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import type { DataSource } from 'typeorm';

/**
 * The catalogue counts kept by migration 1732100000016, the accounts per role kept by
 * 1732100000023, and the applications and schedule requests per status kept by 1732100000024,
 * always equal a fresh count of the rows.
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
        applications: await read(`SELECT status, n::int FROM application_totals WHERE n <> 0 ORDER BY 1`),
        requests: await read(`SELECT status, n::int FROM schedule_request_totals WHERE n <> 0 ORDER BY 1`),
      },
      counted: {
        chefs: await read(`SELECT is_approved, is_active, count(*)::int AS n FROM chefs GROUP BY 1, 2 ORDER BY 1, 2`),
        recipes: await read(
          `SELECT is_published, category, count(*)::int AS n FROM recipes GROUP BY 1, 2 ORDER BY 1, 2`,
        ),
        users: await read(`SELECT role, count(*)::int AS n FROM users GROUP BY 1 ORDER BY 1`),
        applications: await read(`SELECT status, count(*)::int AS n FROM chef_applications GROUP BY 1 ORDER BY 1`),
        requests: await read(`SELECT status, count(*)::int AS n FROM schedule_requests GROUP BY 1 ORDER BY 1`),
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

  it('count the applications and schedule requests per status through bulk inserts, decisions and deletes', async () => {
    const [{ id: userId }] = await ds.query<{ id: string }[]>(
      `INSERT INTO users (email, role) VALUES ('totals-queue@example.test', 'customer') RETURNING id`,
    );
    await ds.query(
      `INSERT INTO chef_applications (user_id, full_name, email, phone, years_of_experience, specialty, description,
                                      food_safety_score, professionalism_score, service_types, location, zip_code,
                                      price_per_person_cents, background_check_consent, status)
       SELECT $1, 'Applicant ' || g, 'applicant' || g || '@example.test', '404-555-0100', 3, 'southern', 'Cooks.',
              90, 90, ARRAY['Meal Prep'], 'Atlanta, GA', '30306', 5000, true,
              CASE WHEN g = 1 THEN 'pending' WHEN g % 2 = 0 THEN 'approved' ELSE 'rejected' END
         FROM generate_series(1, 40) g`,
      [userId],
    );
    await ds.query(`UPDATE chef_applications SET status = 'under_review' WHERE full_name = 'Applicant 1'`);
    // A change of other columns (the background check moves on its own) leaves the counts alone.
    await ds.query(
      `UPDATE chef_applications SET background_check_status = 'passed' WHERE full_name LIKE 'Applicant 2%'`,
    );
    await ds.query(`UPDATE chef_applications SET status = 'approved' WHERE full_name = 'Applicant 3'`);
    await ds.query(`DELETE FROM chef_applications WHERE full_name LIKE 'Applicant 1_'`);
    await ds.query(
      `INSERT INTO schedule_requests (user_id, booking_type, dates, time_slot)
       SELECT $1, 'single', ARRAY['2027-01-0' || (1 + g % 9)], 'evening' FROM generate_series(1, 60) g`,
      [userId],
    );
    await ds.query(
      `UPDATE schedule_requests SET status = 'closed', handled_at = now() WHERE id IN
         (SELECT id FROM schedule_requests ORDER BY id LIMIT 25)`,
    );
    await ds.query(
      `DELETE FROM schedule_requests WHERE id IN (SELECT id FROM schedule_requests ORDER BY id DESC LIMIT 5)`,
    );

    const { kept, counted } = await bothWays();
    expect({ applications: kept.applications, requests: kept.requests }).toEqual({
      applications: counted.applications,
      requests: counted.requests,
    });
    expect(counted.applications.map((r) => r.status)).toEqual(['approved', 'rejected', 'under_review']);
    expect(counted.requests).toEqual([
      { status: 'closed', n: 25 },
      { status: 'open', n: 30 },
    ]);
  });

  it('leave no trace of a change that is rolled back', async () => {
    const before = await bothWays();
    await expect(
      ds.transaction(async (m) => {
        await m.getRepository(Chef).save(chef(9, { isApproved: true }));
        await m.query('UPDATE recipes SET is_published = NOT is_published');
        await m.query(`UPDATE users SET role = 'admin'`);
        await m.query(`UPDATE schedule_requests SET status = 'open', handled_at = NULL`);
        await m.query(`DELETE FROM chef_applications`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await bothWays()).toEqual(before);
  });
});
