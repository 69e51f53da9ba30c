import { Client } from 'pg';

/** Database name of a postgres:// URL. */
function databaseNameOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error(`The database URL names no database: ${redactUrl(url)}`);
  return name;
}

/** The same server, database `database` (default: the `postgres` maintenance database). */
export function withDatabase(url: string, database = 'postgres'): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '<invalid URL>';
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Runs `work` with a client connected to the server's `postgres` database. */
async function withAdminClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: withDatabase(url), connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database of `url` on its server when it does not exist. Returns true when it created it. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const name = databaseNameOf(url);
  return withAdminClient(url, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
    } catch (error) {
      // Another process created it in between: fine.
      if ((error as { code?: string }).code === '42P04') return false;
      throw error;
    }
    return true;
  });
}

/** Drops the database of `url`, closing any connections still open to it. */
export async function dropDatabase(url: string): Promise<void> {
  const name = databaseNameOf(url);
  await withAdminClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}
