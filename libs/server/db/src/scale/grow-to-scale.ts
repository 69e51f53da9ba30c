import type { DataSource } from 'typeorm';
import { marketToday } from '@chefs/domain';

/** How big the marketplace grows: rows of each kind in all (existing rows count toward them). */
export interface ScaleTargets {
  customers: number;
  chefs: number;
  recipes: number;
  bookings: number;
  reviews: number;
  /** Chef applications: nearly all decided (approved or turned down), a few hundred waiting. */
  applications: number;
  /** Schedule requests: nearly all handled long ago, a few hundred open. */
  scheduleRequests: number;
}

/** A metro marketplace a few years old (issue 12). */
export const METRO_SCALE: ScaleTargets = {
  customers: 50_000,
  chefs: 20_000,
  recipes: 5_000,
  bookings: 1_000_000,
  reviews: 300_000,
  applications: 30_000,
  scheduleRequests: 100_000,
};

export type ScaleReport = Record<keyof ScaleTargets, { before: number; after: number }> & { seconds: number };

const FIRST = ['Ava', 'Liam', 'Maya', 'Noah', 'Zoe', 'Eli', 'Nia', 'Owen', 'Iris', 'Jude', 'Lena', 'Cole'];
const LAST = ['Brooks', 'Carter', 'Diaz', 'Ellis', 'Foster', 'Grant', 'Hayes', 'Irwin', 'Jones', 'Kim', 'Lopez'];
const CUISINES = ['american', 'italian', 'asian', 'mediterranean', 'southern'];
const ZIPS = [
  '30303',
  '30305',
  '30306',
  '30307',
  '30308',
  '30309',
  '30310',
  '30312',
  '30315',
  '30316',
  '30317',
  '30318',
  '30319',
  '30324',
  '30326',
  '30327',
  '30329',
  '30331',
  '30339',
  '30342',
  '30030',
  '30032',
  '30033',
  '30002',
];
const PLACES = ['Midtown', 'Decatur', 'Buckhead', 'Grant Park', 'Inman Park', 'West End', 'Kirkwood', 'Sandy Springs'];
const ADJ = ['Smoky', 'Crispy', 'Lemony', 'Spicy', 'Herbed', 'Garlicky', 'Honey', 'Charred', 'Creamy', 'Zesty'];
const MAIN = ['Chicken', 'Shrimp', 'Salmon', 'Tofu', 'Pork', 'Lentil', 'Beef', 'Mushroom', 'Chickpea', 'Turkey'];
const DISH = ['Bowls', 'Tacos', 'Skillet', 'Stew', 'Salad', 'Pasta', 'Curry', 'Sheet-Pan Supper', 'Wraps', 'Soup'];
const CATEGORIES = ['meal_prep', 'quick_dinners', 'healthy', 'comfort_food', 'fine_dining'];

/** SQL CTE `u`: the customers' ids in a fixed order (`u.ids`) and their number (`u.n`), to pick from by index. */
const CUSTOMERS = `u AS (SELECT array_agg(id ORDER BY email) AS ids, count(*) AS n FROM users WHERE role = 'customer')`;
/** SQL CTE `admin`: the first admin's id (`admin.id`, null without one), who decided and handled the grown rows. */
const FIRST_ADMIN = `admin AS (SELECT (SELECT id FROM users WHERE role = 'admin' ORDER BY created_at LIMIT 1) AS id)`;

const arr = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
/** The `i`-th value of a SQL array literal, 0-based, cycling. */
const pick = (values: readonly string[], i: string) => `(${arr(values)})[1 + ((${i}) % ${values.length})]`;

/**
 * One bulk INSERT into `table` in one transaction, its plain indexes (ix_*) dropped first and
 * built again after: building an index over a million sorted rows is far quicker than updating
 * it a million times. Unique indexes stay, so the rules they keep hold throughout; a failure
 * rolls everything back, indexes included.
 */
async function bulkInsert(ds: DataSource, table: string, sql: string, params: unknown[]): Promise<void> {
  await ds.transaction(async (m) => {
    await m.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    const indexes = await m.query<{ indexname: string; indexdef: string }[]>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1
          AND indexname LIKE 'ix\\_%'`,
      [table],
    );
    for (const ix of indexes) await m.query(`DROP INDEX ${ix.indexname}`);
    await m.query(sql, params);
    for (const ix of indexes) await m.query(ix.indexdef);
  });
}

async function counts(ds: DataSource): Promise<Record<keyof ScaleTargets, number>> {
  const [row] = await ds.query<Record<keyof ScaleTargets, string>[]>(`SELECT
    (SELECT count(*) FROM users WHERE role = 'customer') AS customers,
    (SELECT count(*) FROM chefs) AS chefs,
    (SELECT count(*) FROM recipes) AS recipes,
    (SELECT count(*) FROM bookings) AS bookings,
    (SELECT count(*) FROM reviews) AS reviews,
    (SELECT count(*) FROM chef_applications) AS applications,
    (SELECT count(*) FROM schedule_requests) AS "scheduleRequests"`);
  return {
    customers: Number(row.customers),
    chefs: Number(row.chefs),
    recipes: Number(row.recipes),
    bookings: Number(row.bookings),
    reviews: Number(row.reviews),
    applications: Number(row.applications),
    scheduleRequests: Number(row.scheduleRequests),
  };
}

/**
 * Grows a migrated (and usually demo-seeded) database to `targets` with a few set-based
 * INSERT … SELECT generate_series statements: no row-by-row work, so a million bookings take
 * seconds, not hours. Rows are deterministic for a given size and day; names, ZIPs, cuisines, prices,
 * dates, statuses and ratings are spread like a real marketplace's. Bookings never break the
 * one-active-booking-per-chef-slot rule (ON CONFLICT DO NOTHING drops the rare clash with the
 * demo data). The counters of migration 1732100000012 follow by their own triggers, once per
 * statement. Ends with ANALYZE so the planner sees the new sizes.
 */
export async function growToScale(
  ds: DataSource,
  targets: ScaleTargets = METRO_SCALE,
  log: (line: string) => void = () => undefined,
): Promise<ScaleReport> {
  const t0 = Date.now();
  const before = await counts(ds);
  const need = (k: keyof ScaleTargets) => Math.max(0, targets[k] - before[k]);
  const step = async (label: string, sql: string, params: unknown[] = [], rebuild?: string) => {
    const t = Date.now();
    await (rebuild ? bulkInsert(ds, rebuild, sql, params) : ds.query(sql, params));
    log(`${label} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  };
  await ds.query(`SET synchronous_commit = off`);

  const base = before.customers;
  await step(
    `customers +${need('customers')}`,
    `INSERT INTO users (email, first_name, last_name, role, created_at)
     SELECT 'scale.customer.' || ($1 + g) || '@scale.test', ${pick(FIRST, 'g')}, ${pick(LAST, 'g / 7')}, 'customer',
            now() - ((g * 37) % 1500) * interval '1 day' - (g % 86400) * interval '1 second'
       FROM generate_series(1, $2) g
     ON CONFLICT (email) DO NOTHING`,
    [base, need('customers')],
  );

  await step(
    `chefs +${need('chefs')}`,
    `INSERT INTO chefs (name, bio, cuisines, price_per_person_cents, location, specialty, experience,
                        years_of_experience, services, zip_codes, is_approved, is_active, created_at)
     SELECT ${pick(FIRST, 'g / 3')} || ' ' || ${pick(LAST, 'g')} || ' ' || ($1 + g),
            'Private chef cooking ' || ${pick(CUISINES, 'g')} || ' food across metro Atlanta.',
            CASE WHEN g % 3 = 0 THEN ARRAY[${pick(CUISINES, 'g')}, ${pick(CUISINES, 'g + 2')}]
                 ELSE ARRAY[${pick(CUISINES, 'g')}] END,
            2500 + (g * 7919 % 176) * 100,
            ${pick(PLACES, 'g')} || ', GA',
            ${pick(CUISINES, 'g')},
            'Cooked in Atlanta kitchens for ' || (1 + g % 25) || ' years.',
            1 + g % 25,
            ARRAY['meal_prep', 'private_dinner'],
            ARRAY[${pick(ZIPS, 'g')}, ${pick(ZIPS, 'g * 5 + 1')}, ${pick(ZIPS, 'g * 11 + 3')}],
            g % 25 <> 0,
            g % 50 <> 0,
            now() - ((g * 13) % 1400) * interval '1 day'
       FROM generate_series(1, $2) g`,
    [before.chefs, need('chefs')],
  );

  await step(
    `recipes +${need('recipes')}`,
    `INSERT INTO recipes (title, slug, description, category, difficulty, prep_time, cooking_time, servings,
                          ingredients, instructions, nutrition_info, is_published, created_at)
     SELECT title, lower(regexp_replace(title, '[^a-zA-Z0-9]+', '-', 'g')), description, category,
            (ARRAY['easy','medium','hard'])[1 + g % 3], 5 + g % 40, 10 + g % 80, 1 + g % 8,
            ARRAY['2 cups ' || lower(main), '1 onion, diced', '2 cloves garlic', '1 tbsp olive oil',
                  '1 lemon', 'Salt and pepper', '1 cup rice', 'Fresh herbs'],
            CASE WHEN category = 'fine_dining' THEN '{}'::text[] ELSE ARRAY['Prep the ' || lower(main) || '.',
                  'Heat the pan.', 'Cook until golden.', 'Season and rest.', 'Serve warm.'] END,
            jsonb_build_object('calories', 300 + g % 500, 'protein', (10 + g % 40) || 'g', 'carbs', (20 + g % 60) || 'g',
                               'fat', (5 + g % 30) || 'g', 'note', 'Per serving.',
                               'wine_pairing', 'A crisp Sancerre', 'dessert_suggestion', 'Lemon tart'),
            g % 20 <> 0,
            now() - ((g * 17) % 1500) * interval '1 day'
       FROM (SELECT g, ${pick(ADJ, 'g')} AS adj, ${pick(MAIN, 'g / 10')} AS main,
                    ${pick(ADJ, 'g')} || ' ' || ${pick(MAIN, 'g / 10')} || ' ' || ${pick(DISH, 'g / 100')} || ' No ' || ($1 + g)
                      AS title,
                    'A ' || lower(${pick(ADJ, 'g / 3')}) || ' ' || lower(${pick(MAIN, 'g / 10')})
                      || ' recipe our chefs cook on busy weeknights. Batch ' || g || '.' AS description,
                    (ARRAY[${CATEGORIES.map((c) => `'${c}'`).join(',')}])[1 + g % 5] AS category
               FROM generate_series(1, $2) g) r`,
    [before.recipes, need('recipes')],
  );

  // The bookings' statement looks up each booking's chef by id: with the grown chefs and users not
  // yet analyzed, the planner may take chefs for the demo's 12 rows and scan it whole for every
  // booking (a query-plans spec's 60,000 bookings then ran past its 3-minute set-up, whenever
  // autovacuum had not analyzed chefs by then).
  await step('analyze users, chefs', `ANALYZE users, chefs`);

  // Each chef gets bookings on distinct (date, slot) pairs: booking g goes to the chef at
  // position g mod n, on the k-th pair of that chef's own calendar, so none of them clash.
  // The calendars end a few weeks after the market's today ($2), so the data looks the same on
  // whatever day it is grown: mostly past bookings, completed or cancelled, and the coming
  // weeks' confirmed and pending ones. None is confirmed or pending with its date passed, as
  // none is in a marketplace whose worker completes and expires them every hour (the first
  // version dated them from June 2025, so by late 2026 all of them had passed and 150,000 stood
  // confirmed: the worker of every stack started on that data spent minutes completing them; a
  // tenth of the past ones stayed pending until the worker began to expire unanswered requests,
  // and then spent minutes cancelling 98,000 and sending their 400,000 e-mails and pushes).
  await step(
    `bookings +${need('bookings')}`,
    `WITH c AS (SELECT array_agg(id ORDER BY id) AS ids, count(*) AS n FROM chefs),
          ${CUSTOMERS}
     INSERT INTO bookings (customer_id, chef_id, service_type, event_date, event_time, guest_count, client_name,
                           client_email, client_address, total_amount_cents, status, payment_status, created_at)
     SELECT u.ids[1 + (g * 7 % u.n)], c.ids[1 + (g % c.n)],
            CASE WHEN g % 3 = 0 THEN 'meal_prep' ELSE 'private_dinner' END,
            d.event_date,
            (ARRAY['morning','afternoon','evening'])[1 + (g / c.n) % 3],
            1 + g % 12,
            ${pick(FIRST, 'g')} || ' ' || ${pick(LAST, 'g / 5')},
            'scale.client.' || (g % 50000) || '@scale.test',
            (100 + g % 900) || ' Peachtree St NE, Atlanta, GA',
            (1 + g % 12) * p.price,
            s.status, s.payment,
            TIMESTAMPTZ '2023-01-01' + (g::float8 / $1) * (now() - TIMESTAMPTZ '2023-01-01')
       FROM c, u, generate_series(1, $1) g
       JOIN LATERAL (SELECT price_per_person_cents AS price FROM chefs WHERE id = c.ids[1 + (g % c.n)]) p ON true,
            LATERAL (SELECT $2::date - 440 + ((g / c.n) * 9 + (g % c.n) % 9)::int AS event_date) d,
            LATERAL (SELECT CASE WHEN d.event_date < $2::date
                                 THEN CASE WHEN g % 20 < 14 THEN 'completed' ELSE 'cancelled' END
                                 ELSE CASE WHEN g % 20 < 11 THEN 'confirmed' WHEN g % 20 < 17 THEN 'pending'
                                           ELSE 'cancelled' END END AS status) st,
            LATERAL (SELECT st.status,
                            CASE WHEN st.status IN ('completed', 'confirmed') THEN 'paid'
                                 WHEN st.status = 'cancelled' AND g % 2 = 0 THEN 'refunded' ELSE 'pending' END AS payment) s
     ON CONFLICT DO NOTHING`,
    [need('bookings'), marketToday()],
    'bookings',
  );

  await step(
    `reviews +${need('reviews')}`,
    `INSERT INTO reviews (booking_id, chef_id, customer_id, rating, comment, created_at)
     SELECT b.id, b.chef_id, b.customer_id, (ARRAY[5,5,5,4,4,4,3,5,4,2])[1 + b.id % 10],
            (ARRAY['Wonderful evening.','Great food, on time.','Would book again.','Lovely meal prep for the week.',
                   'Good, a little salty.'])[1 + b.id % 5],
            b.event_date + interval '1 day' + (b.id % 86400) * interval '1 second'
       FROM bookings b
      WHERE b.status = 'completed' AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id)
      ORDER BY b.id
      LIMIT $1`,
    [need('reviews')],
    'reviews',
  );

  // Applications and schedule requests come from the customers' accounts. At most one open
  // application per account (uq_chef_applications_open_per_user): ON CONFLICT DO NOTHING drops
  // the rare second one when there are fewer accounts than applications. Decided ones were
  // reviewed a few days after they came in; the open ones are recent, as in a queue kept up with.
  await step(
    `applications +${need('applications')}`,
    `WITH ${CUSTOMERS}, ${FIRST_ADMIN}
     INSERT INTO chef_applications (user_id, full_name, email, phone, years_of_experience, specialty, description,
                                    food_safety_score, professionalism_score, service_types, location, zip_code,
                                    price_per_person_cents, background_check_consent, status, rejection_reason,
                                    background_check_status, reviewed_by_id, reviewed_at, created_at)
     SELECT u.ids[1 + (g * 3 % u.n)], a.name, 'scale.applicant.' || ($1 + g) || '@scale.test',
            '404-555-' || lpad((g % 10000)::text, 4, '0'), g % 26, ${pick(CUISINES, 'g')},
            'I cook ' || ${pick(CUISINES, 'g')} || ' food for families and dinner parties across Atlanta.',
            80 + g % 21, 80 + g * 7 % 21,
            CASE WHEN g % 4 = 0 THEN ARRAY['Meal Prep'] ELSE ARRAY['Meal Prep', 'Private Dinner'] END,
            ${pick(PLACES, 'g')} || ', GA', ${pick(ZIPS, 'g')}, 2500 + (g * 7919 % 176) * 100, true,
            s.status, CASE WHEN s.status = 'rejected' THEN 'Not enough professional kitchen experience yet.' END,
            CASE WHEN s.status = 'approved' THEN 'passed' WHEN s.status = 'rejected' THEN 'failed'
                 WHEN s.status = 'under_review' THEN 'in_progress' ELSE 'pending' END,
            CASE WHEN s.open THEN NULL ELSE admin.id END,
            CASE WHEN s.open THEN NULL ELSE a.created_at + (1 + g % 6) * interval '1 day' END,
            a.created_at
       FROM u, admin, generate_series(1, $2) g,
            LATERAL (SELECT CASE WHEN g % 100 = 0 THEN 'pending' WHEN g % 100 = 1 THEN 'under_review'
                                 WHEN g % 100 < 70 THEN 'approved' ELSE 'rejected' END AS status) st,
            LATERAL (SELECT st.status, st.status IN ('pending', 'under_review') AS open) s,
            LATERAL (SELECT ${pick(FIRST, 'g')} || ' ' || ${pick(LAST, 'g / 3')} AS name,
                            CASE WHEN s.open THEN now() - (g % 30) * interval '1 day'
                                 ELSE now() - (30 + (g * 13) % 1400) * interval '1 day' END
                              - (g % 86400) * interval '1 second' AS created_at) a
     ON CONFLICT DO NOTHING`,
    [before.applications, need('applications')],
    'chef_applications',
  );

  await step(
    `schedule requests +${need('scheduleRequests')}`,
    `WITH ${CUSTOMERS}, ${FIRST_ADMIN}
     INSERT INTO schedule_requests (user_id, booking_type, recurring_frequency, dates, time_slot, notes, status,
                                    created_at, handled_by, handled_at)
     SELECT u.ids[1 + (g * 7 % u.n)],
            CASE WHEN g % 3 = 0 THEN 'recurring' ELSE 'single' END,
            CASE WHEN g % 3 = 0 THEN (ARRAY['weekly', 'biweekly', 'monthly'])[1 + g % 3] END,
            CASE WHEN g % 3 = 0
                 THEN ARRAY[to_char(r.created_at + interval '7 days', 'YYYY-MM-DD'),
                            to_char(r.created_at + interval '14 days', 'YYYY-MM-DD')]
                 ELSE ARRAY[to_char(r.created_at + (3 + g % 20) * interval '1 day', 'YYYY-MM-DD')] END,
            (ARRAY['morning', 'afternoon', 'evening'])[1 + g % 3],
            CASE WHEN g % 5 = 0 THEN 'Vegetarian, please; two children at the table.' END,
            CASE WHEN r.open THEN 'open' ELSE 'closed' END,
            r.created_at,
            CASE WHEN r.open THEN NULL ELSE admin.id END,
            CASE WHEN r.open THEN NULL ELSE r.created_at + (1 + g % 48) * interval '1 hour' END
       FROM u, admin, generate_series(1, $1) g,
            LATERAL (SELECT g % 400 = 0 AS open) o,
            LATERAL (SELECT o.open,
                            CASE WHEN o.open THEN now() - (g % 14) * interval '1 day'
                                 ELSE now() - (14 + (g * 11) % 1000) * interval '1 day' END
                              - (g % 86400) * interval '1 second' AS created_at) r`,
    [need('scheduleRequests')],
    'schedule_requests',
  );

  // VACUUM sets the visibility map too, so counts and index-only scans need not visit the heap.
  await step('vacuum analyze', `VACUUM (ANALYZE)`);
  const after = await counts(ds);
  const report = { seconds: (Date.now() - t0) / 1000 } as ScaleReport;
  for (const k of Object.keys(targets) as (keyof ScaleTargets)[]) report[k] = { before: before[k], after: after[k] };
  return report;
}
