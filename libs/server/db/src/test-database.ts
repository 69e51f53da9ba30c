import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { dropDatabase, ensureDatabase, withDatabase } from './admin-connection';
import { createDataSource } from './data-source';
import { seed } from './seed';

export interface TestDatabase {
  /** postgres:// URL of the new database, e.g. for DbModule.forRoot or a session store. */
  url: string;
  /** Connected and migrated. */
  dataSource: DataSource;
  /** Closes `dataSource` and drops the database (other open connections are closed too). */
  drop(): Promise<void>;
}

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh database `chefs_test_<random>` on the local server (or on the server of
 * TEST_DATABASE_ADMIN_URL), migrated, and seeded with the demo data when `seed` is true.
 */
export async function createTestDatabase(opts: { seed?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL || DEFAULT_ADMIN_URL;
  const url = withDatabase(adminUrl, `chefs_test_${randomBytes(6).toString('hex')}`);
  await ensureDatabase(url);
  let dataSource: DataSource | undefined;
  try {
    dataSource = await createDataSource(url).initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    if (opts.seed) await seed(dataSource);
  } catch (error) {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await dropDatabase(url);
    throw error;
  }
  const ds = dataSource;
  return {
    url,
    dataSource: ds,
    async drop() {
      if (ds.isInitialized) await ds.destroy();
      await dropDatabase(url);
    },
  };
}
