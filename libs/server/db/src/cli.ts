/**
 * The schema's own step, run before any service starts:
 *   node libs/server/db/dist/cli.js migrate | seed | migrate-and-seed | revert | grow-to-scale
 * and the operator's commands for the admin role (docs/runbook.md, "Admins"):
 *   node libs/server/db/dist/cli.js grant-admin <email> | revoke-admin <email>
 * Reads DATABASE_URL (default postgres://postgres@127.0.0.1:5432/chefs), creates the
 * database when missing, prints one line per step, and exits 1 with a clear message on failure.
 */
import { DEFAULT_DATABASE_URL, createDataSource, revertLastMigration, runMigrations } from './data-source';
import { ensureDatabase, redactUrl } from './admin-connection';
import { seed } from './seed';
import { growToScale } from './scale/grow-to-scale';
import { AdminRoleRefused, grantAdmin, revokeAdmin } from './admin-role';

const COMMANDS = [
  'migrate',
  'seed',
  'migrate-and-seed',
  'revert',
  'grow-to-scale',
  'grant-admin',
  'revoke-admin',
] as const;
const WITH_EMAIL: readonly Command[] = ['grant-admin', 'revoke-admin'];
type Command = (typeof COMMANDS)[number];

const log = (line: string) => process.stdout.write(`[db] ${line}\n`);

async function ensure(url: string): Promise<void> {
  const created = await ensureDatabase(url);
  log(created ? `created database ${redactUrl(url)}` : `database ${redactUrl(url)} exists`);
}

async function migrate(url: string): Promise<void> {
  const applied = await runMigrations(url);
  log(
    applied.length ? `applied ${applied.length} migration(s): ${applied.join(', ')}` : 'migrations: already up to date',
  );
}

async function seedDemo(url: string): Promise<void> {
  const dataSource = await createDataSource(url, 'db-cli').initialize();
  try {
    const r = await seed(dataSource);
    const added = Object.entries(r).filter(([, n]) => n > 0);
    log(
      added.length
        ? `seeded demo data: ${added.map(([k, n]) => `${n} ${k}`).join(', ')}`
        : 'seed: demo data already present, nothing to add',
    );
  } finally {
    await dataSource.destroy();
  }
}

/** Demo data first, then the metro-size growth of issue 12 (docs/scale.md). */
async function scale(url: string): Promise<void> {
  await migrate(url);
  await seedDemo(url);
  const dataSource = await createDataSource(url, 'db-cli').initialize();
  try {
    const r = await growToScale(dataSource, undefined, (line) => log(`  ${line}`));
    const names = {
      customers: 'customers',
      chefs: 'chefs',
      recipes: 'recipes',
      bookings: 'bookings',
      reviews: 'reviews',
      applications: 'chef applications',
      scheduleRequests: 'schedule requests',
    } as const;
    const sizes = (Object.keys(names) as (keyof typeof names)[]).map(
      (k) => `${r[k].after.toLocaleString('en-US')} ${names[k]}`,
    );
    log(`grew to ${sizes.join(', ')} in ${r.seconds.toFixed(1)} s`);
  } finally {
    await dataSource.destroy();
  }
}

async function revert(url: string): Promise<void> {
  const name = await revertLastMigration(url);
  log(name ? `reverted migration ${name}` : 'revert: no migration to revert');
}

/** Makes the account an admin, or ends its admin role, on the database as it is; a refusal says why (exit 1). */
async function adminRole(url: string, command: 'grant-admin' | 'revoke-admin', email: string): Promise<void> {
  const dataSource = await createDataSource(url, 'db-cli').initialize();
  try {
    const outcome = await (command === 'grant-admin' ? grantAdmin : revokeAdmin)(dataSource, email);
    log(`${email.trim().toLowerCase()}: ${outcome}`);
  } finally {
    await dataSource.destroy();
  }
}

function describe(error: unknown, url: string): string {
  if (error instanceof AdminRoleRefused) return error.message;
  const e = error as { code?: string; message?: string };
  const where = redactUrl(url);
  if (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND' || e.code === 'ETIMEDOUT') {
    return `cannot reach Postgres for ${where} (${e.code}). Is the server running, and is DATABASE_URL right?`;
  }
  if (e.code === '28P01' || e.code === '28000') return `Postgres refused the credentials in ${where}: ${e.message}`;
  if (e.code === '3D000') return `the database in ${where} does not exist: ${e.message}`;
  return e.message ?? String(error);
}

async function main(argv: string[]): Promise<number> {
  const command = argv[0] as Command | undefined;
  const email = argv[1] ?? '';
  if (!command || !COMMANDS.includes(command) || (WITH_EMAIL.includes(command) && !email.trim())) {
    process.stderr.write(
      `[db] usage: cli.js <${COMMANDS.join('|')}> [email, for the admin role]  (DATABASE_URL, default ${DEFAULT_DATABASE_URL})\n`,
    );
    return 2;
  }
  const url = process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
  try {
    // The admin role changes an account of a database in use: nothing to create or migrate.
    if (!WITH_EMAIL.includes(command)) await ensure(url);
    switch (command) {
      case 'migrate':
        await migrate(url);
        break;
      case 'seed':
        await seedDemo(url);
        break;
      case 'migrate-and-seed':
        await migrate(url);
        await seedDemo(url);
        break;
      case 'revert':
        await revert(url);
        break;
      case 'grow-to-scale':
        await scale(url);
        break;
      case 'grant-admin':
      case 'revoke-admin':
        await adminRole(url, command, email);
        break;
    }
    log(`${command}: done`);
    return 0;
  } catch (error) {
    process.stderr.write(`[db] ${command} failed: ${describe(error, url)}\n`);
    return 1;
  }
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
