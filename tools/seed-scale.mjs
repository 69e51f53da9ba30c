// `npm run seed:scale`: a database grown to metro size (issue 12, docs/scale.md): the demo data,
// then 50,000 customers, 20,000 chefs, 5,000 recipes, 1,000,000 bookings, 300,000 reviews,
// 30,000 chef applications and 100,000 schedule requests,
// written by set-based SQL. The database is SCALE_DATABASE_URL, by default chefs_scale on the
// local server (never the development database unless you say so).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, binOf, loadDotEnv } from './lib/infra.mjs';

loadDotEnv();
const url = process.env.SCALE_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/chefs_scale';
const run = (args, env = {}) => {
  const r = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
const t0 = Date.now();
run([binOf('nx'), 'run', '@chefs/db:build', '--output-style=static'], { NX_DAEMON: 'false', NX_NO_CLOUD: 'true' });
run([path.join(ROOT, 'libs/server/db/dist/cli.js'), 'grow-to-scale'], { DATABASE_URL: url });
console.log(`seed:scale done in ${((Date.now() - t0) / 1000).toFixed(0)} s (${url.replace(/\/\/[^@]*@/, '//')})`);
