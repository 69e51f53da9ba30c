// `npm run migrate`, `npm run seed`, `npm run migrate:revert` and `npm run admin:grant|admin:revoke
// -- <email>`: the database command of
// @chefs/db's CLI on the same database `npm start` uses (DATABASE_URL, else the local server's
// `chefs`, else the embedded Postgres under .data/postgres, started for the command and stopped).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, appDatabaseName, binOf, loadDotEnv, redact, resolvePostgresServer, withDatabase } from './lib/infra.mjs';

const COMMANDS = {
  migrate: 'migrate',
  seed: 'migrate-and-seed',
  revert: 'revert',
  'grant-admin': 'grant-admin',
  'revoke-admin': 'revoke-admin',
};
const command = COMMANDS[process.argv[2]];
const email = command?.endsWith('-admin') ? process.argv[3] : undefined;
if (!command || (command.endsWith('-admin') && !email)) {
  console.error(`usage: node tools/db.mjs <${Object.keys(COMMANDS).join('|')}> [email, for the admin role]`);
  process.exit(2);
}

loadDotEnv();
const build = spawnSync(process.execPath, [binOf('nx'), 'run', '@chefs/db:build', '--output-style=static'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = await resolvePostgresServer(console.log);
const url = withDatabase(server.url, appDatabaseName());
console.log(`${process.argv[2]}: ${redact(url)}`);
const run = spawnSync(
  process.execPath,
  [path.join(ROOT, 'libs/server/db/dist/cli.js'), command, ...(email ? [email] : [])],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  },
);
await server.stop();
process.exit(run.status ?? 1);
