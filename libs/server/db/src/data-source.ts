import { types, type ClientBase } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** Postgres `date` (OID 1082) stays the 'YYYY-MM-DD' string it is, in entities and raw queries alike. */
const PG_DATE_OID = 1082;
types.setTypeParser(PG_DATE_OID, (value: string) => value);

/**
 * node-postgres emits 'error' on a pooled client whose server ends its session while no query
 * runs on it (Postgres stopping: 57P01). The pool listens only while the client sits idle and
 * TypeORM only while a query runner holds it; an error between the two had no listener and
 * ended the process (issue 10: customer-bff died when Postgres stopped under load). This
 * listener lasts the client's whole life. The error itself needs no handling here: the client
 * is no longer queryable, its next query fails (503) and the pool drops it on release.
 */
function keepClientErrors(client: ClientBase): void {
  client.on('error', () => undefined);
}

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/chefs';

/**
 * The one configuration of the schema: entities and migrations listed explicitly, never synchronize.
 * `applicationName` names the connections in Postgres (`application_name`, in pg_stat_activity,
 * and in the server's log where its log_line_prefix has `%a`): which service holds how many
 * connections, and whose statement is slow or waiting, without matching client ports to
 * processes (docs/runbook.md, "When something is wrong").
 */
export function dataSourceOptions(url: string, applicationName?: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    ...(applicationName ? { applicationName } : {}),
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    // Failures reach the caller as errors; logging them here would print parameters (e-mails) outside the JSON logs.
    logging: false,
    extra: { max: poolSize, connectionTimeoutMillis: 10_000, onConnect: keepClientErrors },
  };
}

/** A DataSource for `url`, not yet connected: call `await dataSource.initialize()`. */
export function createDataSource(url: string, applicationName?: string, poolSize?: number): DataSource {
  return new DataSource(dataSourceOptions(url, applicationName, poolSize));
}

/** Connects, applies every pending migration (each in its own transaction), disconnects. Returns their names. */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = await createDataSource(url).initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}

/** Undoes the most recent migration. Returns its name, or null when none was applied. */
export async function revertLastMigration(url: string): Promise<string | null> {
  const dataSource = await createDataSource(url).initialize();
  try {
    const executed = await dataSource
      .query<{ name: string }[]>(`SELECT name FROM migrations ORDER BY timestamp DESC, id DESC LIMIT 1`)
      .catch(() => []);
    if (executed.length === 0) return null;
    await dataSource.undoLastMigration({ transaction: 'each' });
    return executed[0].name;
  } finally {
    await dataSource.destroy();
  }
}
