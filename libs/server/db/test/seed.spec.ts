import { BOOKING_STATUSES, LANDING_CUISINES, PAYMENT_STATUSES } from '@chefs/contracts';
import { Booking, Chef, ChefApplication, Recipe, Review, ScheduleRequest, User, chefStats } from '../src';
import { DEMO_ACCOUNTS, seed } from '../src/demo';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import { bookingTotalCents, marketToday, recipeSlug } from '@chefs/domain';

const COUNTED = [
  'users',
  'chefs',
  'chef_applications',
  'recipes',
  'bookings',
  'booking_status_history',
  'reviews',
  'schedule_requests',
];

describe('seed', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
  });

  afterAll(async () => {
    await db?.drop();
  });

  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of COUNTED) {
      const [row] = await db.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${table}`);
      out[table] = row.n;
    }
    return out;
  };

  it('changes nothing when run again, even on another day', async () => {
    const before = await counts();
    const snapshot = await db.dataSource.query(`SELECT id, event_date, status, updated_at FROM bookings ORDER BY id`);
    const later = new Date(Date.now() + 3 * 86_400_000);
    expect(await seed(db.dataSource)).toEqual({
      users: 0,
      chefs: 0,
      applications: 0,
      recipes: 0,
      bookings: 0,
      reviews: 0,
      scheduleRequests: 0,
    });
    expect(await seed(db.dataSource, { now: later })).toEqual({
      users: 0,
      chefs: 0,
      applications: 0,
      recipes: 0,
      bookings: 0,
      reviews: 0,
      scheduleRequests: 0,
    });
    expect(await counts()).toEqual(before);
    expect(await db.dataSource.query(`SELECT id, event_date, status, updated_at FROM bookings ORDER BY id`)).toEqual(
      snapshot,
    );
  });

  it('creates the demo accounts with their roles and no password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await db.dataSource.getRepository(User).findOneByOrFail({ email: account.email });
      expect({ firstName: user.firstName, lastName: user.lastName, role: user.role }).toEqual({
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
      });
    }
    expect(DEMO_ACCOUNTS.map((a) => [a.email, a.firstName, a.role])).toEqual([
      ['admin@demo.test', 'admin', 'admin'],
      ['customer@demo.test', 'Casey', 'customer'],
      ['chef@demo.test', 'Marcus', 'chef'],
      ['applicant@demo.test', 'Jordan', 'customer'],
      ['giulia@demo.test', 'Giulia', 'chef'],
    ]);
    const columns = await db.dataSource.query<{ column_name: string }[]>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'users'`,
    );
    expect(columns.map((c) => c.column_name).filter((c) => c.includes('password'))).toEqual([]);
  });

  it('lists at least 12 approved, active chefs over the five landing cuisines in metro Atlanta', async () => {
    const chefs = await db.dataSource.getRepository(Chef).findBy({ isApproved: true, isActive: true });
    expect(chefs.length).toBeGreaterThanOrEqual(12);
    for (const cuisine of LANDING_CUISINES) expect(chefs.some((c) => c.cuisines.includes(cuisine))).toBe(true);
    for (const chef of chefs) {
      expect(chef.zipCodes.length).toBeGreaterThan(0);
      for (const zip of chef.zipCodes) expect(zip).toMatch(/^30[03]\d\d$/);
      expect(chef.pricePerPersonCents).toBeGreaterThanOrEqual(4500);
      expect(chef.pricePerPersonCents).toBeLessThanOrEqual(15000);
      expect(chef.profileImage).toBeNull();
      expect(chef.bio.length).toBeGreaterThan(100);
      expect(chef.services.every((s) => s === 'meal_prep' || s === 'private_dinner')).toBe(true);
    }
  });

  it("links chef@demo.test to Marcus's approved profile, which has bookings", async () => {
    const user = await db.dataSource.getRepository(User).findOneByOrFail({ email: 'chef@demo.test' });
    const chef = await db.dataSource.getRepository(Chef).findOneByOrFail({ userId: user.id });
    expect(chef).toMatchObject({ name: 'Marcus Bennett', isApproved: true, isActive: true });
    const statuses = new Set(
      (await db.dataSource.getRepository(Booking).findBy({ chefId: chef.id })).map((b) => b.status),
    );
    expect([...statuses].sort()).toEqual(['cancelled', 'completed', 'confirmed', 'pending']);
  });

  it('has bookings in every status and payment status, several of them the demo customer’s', async () => {
    const bookings = await db.dataSource.getRepository(Booking).find({ relations: { chef: true } });
    for (const s of BOOKING_STATUSES) expect(bookings.some((b) => b.status === s)).toBe(true);
    for (const p of PAYMENT_STATUSES) expect(bookings.some((b) => b.paymentStatus === p)).toBe(true);
    expect(bookings.filter((b) => b.clientEmail === 'customer@demo.test').length).toBeGreaterThanOrEqual(4);

    const today = marketToday();
    for (const b of bookings) {
      expect(b.totalAmountCents).toBe(bookingTotalCents(b.chef!.pricePerPersonCents, b.guestCount));
      if (b.status === 'completed') expect(b.eventDate < today).toBe(true);
      if (b.status === 'pending' || b.status === 'confirmed') expect(b.eventDate > today).toBe(true);
    }
    const history = await db.dataSource.query<{ booking_id: number; to_status: string }[]>(
      `SELECT DISTINCT ON (booking_id) booking_id, to_status FROM booking_status_history ORDER BY booking_id, changed_at DESC, id DESC`,
    );
    expect(history).toHaveLength(bookings.length);
    for (const h of history) expect(h.to_status).toBe(bookings.find((b) => b.id === h.booking_id)!.status);
  });

  it('reviews only completed bookings, by their own customer', async () => {
    const reviews = await db.dataSource.getRepository(Review).find({ relations: { booking: true } });
    expect(reviews.length).toBeGreaterThanOrEqual(5);
    for (const r of reviews) {
      expect(r.booking!.status).toBe('completed');
      expect(r.customerId).toBe(r.booking!.customerId);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
    }
  });

  it('has two pending applicants, applicant@demo.test among them', async () => {
    const apps = await db.dataSource.getRepository(ChefApplication).find({ relations: { user: true } });
    expect(apps.filter((a) => a.status === 'pending')).toHaveLength(2);
    expect(apps.find((a) => a.user!.email === 'applicant@demo.test')?.status).toBe('pending');
  });

  it('has the approved applications of the chefs who sign in, and one turned down with its reason', async () => {
    const apps = await db.dataSource.getRepository(ChefApplication).find({ relations: { user: true } });
    const admin = await db.dataSource.getRepository(User).findOneByOrFail({ email: 'admin@demo.test' });
    const approved = apps.filter((a) => a.status === 'approved');
    expect(approved.map((a) => a.user!.email).sort()).toEqual(['chef@demo.test', 'giulia@demo.test']);
    for (const a of approved) {
      expect(a.user!.role).toBe('chef');
      expect(await db.dataSource.getRepository(Chef).existsBy({ userId: a.userId, isApproved: true })).toBe(true);
    }
    const rejected = apps.filter((a) => a.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0].rejectionReason).toBeTruthy();
    expect(rejected[0].user!.role).toBe('customer');
    for (const a of [...approved, ...rejected]) {
      expect(a.reviewedById).toBe(admin.id);
      expect(a.reviewedAt!.getTime()).toBeGreaterThan(a.createdAt.getTime());
      expect(a.reviewedAt!.getTime()).toBeLessThan(Date.now());
    }
    for (const a of apps.filter((x) => x.status === 'pending')) {
      expect(a.reviewedById).toBeNull();
      expect(a.rejectionReason).toBeNull();
    }
  });

  it('has open schedule requests for the admin to review and handled ones, each handled by the admin', async () => {
    const requests = await db.dataSource.getRepository(ScheduleRequest).find({ relations: { user: true } });
    const open = requests.filter((r) => r.status === 'open');
    const handled = requests.filter((r) => r.status === 'closed');
    expect(open).toHaveLength(3);
    expect(handled).toHaveLength(3);
    expect(requests.some((r) => r.user!.email === 'customer@demo.test' && r.status === 'open')).toBe(true);
    const admin = await db.dataSource.getRepository(User).findOneByOrFail({ email: 'admin@demo.test' });
    const today = marketToday();
    for (const r of open) {
      expect(r.handledById).toBeNull();
      expect(r.handledAt).toBeNull();
      for (const d of r.dates) expect(d > today).toBe(true);
    }
    for (const r of handled) {
      expect(r.handledById).toBe(admin.id);
      expect(r.handledAt!.getTime()).toBeGreaterThan(r.createdAt.getTime());
      expect(r.handledAt!.getTime()).toBeLessThanOrEqual(Date.now());
    }
    for (const r of requests) {
      expect(r.dates).toEqual([...r.dates].sort());
      expect(r.recurringFrequency === null).toBe(r.bookingType === 'single');
      expect(r.createdAt.getTime()).toBeLessThan(Date.now());
    }
  });

  it('publishes 12 recipes over four categories, 2 drafts, and 6 fine-dining dishes with pairings', async () => {
    const recipes = await db.dataSource.getRepository(Recipe).find();
    const published = recipes.filter((r) => r.isPublished && r.category !== 'fine_dining');
    expect(published).toHaveLength(12);
    for (const c of ['meal_prep', 'quick_dinners', 'healthy', 'comfort_food'])
      expect(published.filter((r) => r.category === c).length).toBe(3);
    expect(recipes.filter((r) => !r.isPublished)).toHaveLength(2);
    for (const r of published) {
      expect(r.ingredients.length).toBeGreaterThan(3);
      expect(r.instructions.length).toBeGreaterThan(2);
      expect(r.nutritionInfo?.calories).toBeGreaterThan(0);
    }
    const dishes = recipes.filter((r) => r.category === 'fine_dining');
    expect(dishes).toHaveLength(6);
    for (const d of dishes) {
      expect(d.isPublished).toBe(true);
      expect(d.nutritionInfo?.wine_pairing).toBeTruthy();
      expect(d.nutritionInfo?.dessert_suggestion).toBeTruthy();
    }
    expect(dishes.some((d) => d.instructions.length === 0)).toBe(true);
    for (const r of recipes) expect(r.slug).toBe(recipeSlug(r.title));
  });

  it("computes each chef's rating and total bookings", async () => {
    const marcus = await db.dataSource.getRepository(Chef).findOneByOrFail({ name: 'Marcus Bennett' });
    const rachel = await db.dataSource.getRepository(Chef).findOneByOrFail({ name: 'Rachel Goldberg' });
    const stats = await chefStats(db.dataSource, [marcus.id, rachel.id, 999_999]);
    // Marcus: reviews 5 and 4; confirmed or completed bookings: 2 completed + 1 confirmed.
    expect(stats.get(marcus.id)).toEqual({ rating: 4.5, totalBookings: 3 });
    // Rachel: one confirmed booking, no reviews yet.
    expect(stats.get(rachel.id)).toEqual({ rating: null, totalBookings: 1 });
    expect(stats.get(999_999)).toEqual({ rating: null, totalBookings: 0 });
    expect((await chefStats(db.dataSource, [])).size).toBe(0);
  });
});
