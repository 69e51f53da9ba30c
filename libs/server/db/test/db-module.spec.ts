import { Injectable, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { DbModule, ensureDatabase, dropDatabase } from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

@Injectable()
class CountsUsers {
  constructor(private readonly dataSource: DataSource) {}

  async count(): Promise<number> {
    const [row] = await this.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM users`);
    return row.n;
  }
}

@Module({ providers: [CountsUsers] })
class FeatureModule {}

async function databaseExists(name: string): Promise<boolean> {
  const client = new Client({
    connectionString: process.env.TEST_DATABASE_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await client.connect();
  try {
    return ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

describe('DbModule', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('injects a connected DataSource into feature modules and closes it on shutdown', async () => {
    const app = await Test.createTestingModule({ imports: [DbModule.forRoot(db.url), FeatureModule] }).compile();
    await app.init();
    expect(await app.get(CountsUsers).count()).toBe(9);
    const dataSource = app.get(DataSource);
    expect(dataSource.isInitialized).toBe(true);
    await app.close();
    expect(dataSource.isInitialized).toBe(false);
  });

  it('names every connection of its pool as the service asks (application_name), and none without a name', async () => {
    const named = await Test.createTestingModule({ imports: [DbModule.forRoot(db.url, 'some-bff')] }).compile();
    await named.init();
    const dataSource = named.get(DataSource);
    // Several connections at once, so the pool opens more than one.
    const names = await Promise.all(
      [1, 2, 3].map(() =>
        dataSource
          .query<{ name: string }[]>(`SELECT current_setting('application_name') AS name, pg_sleep(0.05)`)
          .then(([row]) => row.name),
      ),
    );
    expect(names).toEqual(['some-bff', 'some-bff', 'some-bff']);
    const [seen] = await db.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'some-bff'`,
    );
    expect(seen.n).toBeGreaterThanOrEqual(2);
    await named.close();

    const unnamed = await Test.createTestingModule({ imports: [DbModule.forRoot(db.url)] }).compile();
    await unnamed.init();
    const [row] = await unnamed
      .get(DataSource)
      .query<{ name: string }[]>(`SELECT current_setting('application_name') AS name`);
    expect(row.name).toBe('');
    await unnamed.close();
  });

  it('holds no more connections at once than its pool size; the rest wait their turn', async () => {
    const app = await Test.createTestingModule({ imports: [DbModule.forRoot(db.url, 'small-pool', 2)] }).compile();
    await app.init();
    const dataSource = app.get(DataSource);
    // Six statements at once on a pool of two: all answer, over two connections.
    const backends = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() =>
        dataSource.query<{ pid: number }[]>(`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`).then(([r]) => r.pid),
      ),
    );
    expect(backends).toHaveLength(6);
    expect(new Set(backends).size).toBe(2);
    const [seen] = await db.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'small-pool'`,
    );
    expect(seen.n).toBe(2);
    await app.close();
  });
});

describe('test databases', () => {
  it('are created migrated and dropped without a trace', async () => {
    const db = await createTestDatabase();
    const name = new URL(db.url).pathname.slice(1);
    expect(name).toMatch(/^chefs_test_[0-9a-f]{12}$/);
    expect(await databaseExists(name)).toBe(true);
    // A connection the test forgot to close does not stop the drop.
    const straggler = new Client({ connectionString: db.url });
    await straggler.connect();
    straggler.on('error', () => undefined);
    await db.drop();
    expect(await databaseExists(name)).toBe(false);
    await straggler.end().catch(() => undefined);
  });

  it('ensureDatabase creates a missing database once', async () => {
    const url = `postgres://postgres@127.0.0.1:5432/chefs_test_ensure_${process.pid}`;
    try {
      expect(await ensureDatabase(url)).toBe(true);
      expect(await ensureDatabase(url)).toBe(false);
    } finally {
      await dropDatabase(url);
    }
  });
});
