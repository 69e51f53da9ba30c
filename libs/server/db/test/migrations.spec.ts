import { Chef, MIGRATIONS } from '../src';
import { ChefSpecialtyLabels1732100000025 } from '../src/migrations/1732100000025-chef-specialty-labels';
import { createTestDatabase, type TestDatabase } from '../src/testing';

const TABLES = [
  'application_totals',
  'booking_status_history',
  'booking_totals',
  'bookings',
  'chef_applications',
  'chef_totals',
  'chefs',
  'migrations',
  'outbox_messages',
  'processed_webhook_events',
  'push_subscriptions',
  'recipe_subscribers',
  'recipe_totals',
  'recipes',
  'reviews',
  'schedule_request_totals',
  'schedule_requests',
  'sessions',
  'user_totals',
  'users',
];

describe('migrations', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db?.drop();
  });

  const tables = async () =>
    (
      await db.dataSource.query<{ table_name: string }[]>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
      )
    ).map((r) => r.table_name);
  const applied = async () =>
    (await db.dataSource.query<{ name: string }[]>(`SELECT name FROM migrations ORDER BY id`)).map((r) => r.name);

  it('builds every table on a fresh database and records each migration', async () => {
    expect(await tables()).toEqual(TABLES);
    expect(await applied()).toEqual(MIGRATIONS.map((M) => new M().name));
  });

  it('reverts every migration down to nothing, then applies them all again', async () => {
    for (let i = MIGRATIONS.length; i > 0; i--) {
      await db.dataSource.undoLastMigration({ transaction: 'each' });
      expect(await applied()).toHaveLength(i - 1);
    }
    expect(await tables()).toEqual(['migrations']);
    const functions = await db.dataSource.query(`SELECT 1 FROM pg_proc WHERE proname = 'set_updated_at'`);
    expect(functions).toHaveLength(0);

    const again = await db.dataSource.runMigrations({ transaction: 'each' });
    expect(again).toHaveLength(MIGRATIONS.length);
    expect(await tables()).toEqual(TABLES);
  });

  it('gives the profiles an approval made before the specialty its label, and leaves written ones alone', async () => {
    const chefs = db.dataSource.getRepository(Chef);
    const made = await chefs.save(
      ['mexican', 'pastry', 'Coastal Italian', 'southern comfort'].map((specialty) => ({
        name: `Chef of ${specialty}`,
        location: 'Decatur, GA',
        specialty,
        pricePerPersonCents: 6000,
      })),
    );
    const runner = db.dataSource.createQueryRunner();
    try {
      await new ChefSpecialtyLabels1732100000025().up(runner);
    } finally {
      await runner.release();
    }
    const after = await chefs.findBy(made.map(({ id }) => ({ id })));
    expect(after.map((c) => c.specialty).sort()).toEqual(['Coastal Italian', 'Mexican', 'Pastry', 'southern comfort']);
  });

  it('never lets the schema be synchronized from the entities', () => {
    expect(db.dataSource.options.synchronize).toBe(false);
    expect(db.dataSource.options.migrationsTableName).toBe('migrations');
  });
});
