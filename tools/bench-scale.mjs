// `npm run bench:scale`: the product's reads on the demo data and on the metro-size data
// (`npm run seed:scale`) in one run, through the gateway, with autocannon: requests/s, p99,
// response bytes, and each service's peak memory. Prints a table and the targets of issue 12
// (at scale: >= 0.8 of the demo requests/s, p99 < 100 ms at 20 connections, no response over
// 100 KB, no service over 300 MB), and writes test-results/bench-scale.json.
// Needs a build (npm run build). Options (env): BENCH_SECONDS (3, each of two windows), BENCH_CONNECTIONS (20),
// SCALE_DATABASE_URL (postgres://postgres@127.0.0.1:5432/chefs_scale).
import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { alternated, together } from './lib/alternate.mjs';
import { ROOT, loadDotEnv } from './lib/infra.mjs';
import { settle } from './lib/settle.mjs';
import { startStack } from './lib/stack.mjs';
import { signIn } from './lib/sign-in.mjs';

loadDotEnv();
// The bench signs three people in per run from 127.0.0.1, whose sign-in count (30 per 10 min,
// in Redis) other local runs share; sign-in is not what is measured. Nothing else is loosened.
process.env.RATE_LIMIT_SIGN_IN ??= '1000/1m';
const SECONDS = Number(process.env.BENCH_SECONDS || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const GATEWAY_PORT = Number(process.env.BENCH_GATEWAY_PORT || 9480);
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET || 1400);
const SCALE_DB = new URL(process.env.SCALE_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/chefs_scale');
const SERVICES = ['gateway', 'public-bff', 'customer-bff', 'chef-bff', 'admin-bff', 'dev-idp', 'worker'];
const TARGET = { ratio: 0.8, p99Ms: 100, maxBytes: 100 * 1024, maxMemMb: 300 };

/** The reads of one run: what the landing page, the lists, a signed-in customer, a chef and an admin ask for. */
async function reads(site) {
  // The oldest listed chef: a demo chef with reviews on both datasets.
  const first = await (await fetch(`${site}/api/chefs?limit=1`)).json();
  const chefId = first.items[0].id;
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const [customer, chef, admin] = await Promise.all(
    ['customer@demo.test', 'chef@demo.test', 'admin@demo.test'].map((e) => signIn(site, e)),
  );
  // The second page of an admin table paged by cursors (docs/paging.md), as Next asks for it; pages
  // of 5 (of 1 for the applications, of which the demo has exactly 5), so the demo data has one too.
  const secondPage = async (url, size = 5) => {
    const { nextCursor } = await (await fetch(`${site}${url}&pageSize=${size}`, { headers: { cookie: admin } })).json();
    if (!nextCursor) throw new Error(`${url} has no second page on this dataset`);
    return `${url}&pageSize=${size}&page=2&after=${nextCursor}`;
  };
  return [
    ['landing chefs', '/api/chefs?limit=6'],
    ['chef list page', '/api/chefs'],
    ['chefs by rating', '/api/chefs?sort=rating'],
    ['chef search', '/api/chefs/search?zip=30306&cuisine=italian'],
    ['chef search + date', `/api/chefs/search?zip=30306&cuisine=italian&date=${date}&sort=price`],
    ['one chef', `/api/chefs/${chefId}`],
    ['chef reviews', `/api/reviews/chef/${chefId}?limit=3`],
    ['landing recipes', '/api/recipes?collection=hub&limit=6'],
    ['recipe hub page', '/api/recipes?collection=hub'],
    ['recipe search', '/api/recipes?collection=hub&q=chicken'],
    ['recipe category', '/api/recipes?collection=hub&category=healthy'],
    ['dishes page', '/api/recipes?collection=fine_dining'],
    ['recipe by slug', '/api/recipes?slug=southern-shrimp-and-grits'],
    ['customer bookings', '/api/bookings', customer],
    ['customer home', '/api/home', customer],
    ['chef bookings', '/api/chef-bookings', chef],
    ['chef earnings', '/api/chef-earnings', chef],
    ['chef profile', '/api/chef-profile', chef],
    ['admin overview', '/api/admin/overview', admin],
    ['admin bookings', '/api/admin/bookings', admin],
    ['admin bookings by name', '/api/admin/bookings?sort=clientName&dir=asc', admin],
    ['admin bookings p.50', '/api/admin/bookings?page=50', admin],
    ['admin bookings by cursor', await secondPage('/api/admin/bookings?sort=createdAt'), admin],
    ['admin chefs by cursor', await secondPage('/api/admin/chefs?status=approved'), admin],
    ['admin users by cursor', await secondPage('/api/admin/users?role=customer'), admin],
    ['admin applications by cursor', await secondPage('/api/admin/applications?', 1), admin],
    ['admin chefs', '/api/admin/chefs', admin],
    ['admin recipes', '/api/admin/recipes', admin],
    ['admin users', '/api/admin/users', admin],
    ['admin applications', '/api/admin/applications', admin],
    ['admin requests', '/api/admin/schedule-requests', admin],
    ['admin bookings status', '/api/admin/bookings?status=cancelled', admin],
    ['admin bookings of chef', `/api/admin/bookings?chefId=${chefId}`, admin],
    ['admin chefs pending', '/api/admin/chefs?status=pending', admin],
    ['admin chefs search', '/api/admin/chefs?q=johnson', admin],
    ['admin recipes drafts', '/api/admin/recipes?status=draft&category=healthy', admin],
    ['admin recipes search', '/api/admin/recipes?q=shrimp', admin],
    ['admin users by role', '/api/admin/users?role=chef', admin],
    ['admin users search', '/api/admin/users?q=thompson', admin],
    ['admin handled requests', '/api/admin/schedule-requests?status=closed', admin],
  ].map(([name, url, cookie]) => ({ name, url, headers: cookie ? { cookie } : {} }));
}

/** Resident memory of a process now, in MB (Linux /proc). */
function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * One dataset's stack, started beside the other's: its own gateway port, services, data dir (logs,
 * caught mail) and queue prefix (the gateway port), on the shared Postgres server and Redis.
 */
async function startDataset(label, stackOptions, { gatewayPort, portOffset }) {
  console.log(`=== ${label}: starting the stack at http://localhost:${gatewayPort} ===`);
  const stack = await startStack({
    gatewayPort,
    portOffset,
    build: false,
    nodeEnv: 'test',
    quiet: true,
    dataDir: path.join(ROOT, '.data', `bench-scale-${label}`),
    ...stackOptions,
  });
  const peak = Object.fromEntries(SERVICES.map((s) => [s, 0]));
  const sample = () => {
    for (const s of SERVICES) {
      const pid = stack.pidOf(s);
      if (pid) peak[s] = Math.max(peak[s], Math.round(rssMb(pid)));
    }
  };
  const sampler = setInterval(sample, 200);
  return {
    label,
    stack,
    results: [],
    peak,
    async stop() {
      clearInterval(sampler);
      sample();
      await stack.stop();
    },
  };
}

/** One measured window of one read on one dataset, after a warm-up second when `warm`. */
async function window(dataset, read, warm) {
  const r = await autocannon({
    url: `${dataset.stack.url}${read.url}`,
    headers: read.headers,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(warm ? { warmup: { connections: CONNECTIONS, duration: 1 } } : {}),
  });
  return {
    requests: r.requests.total,
    seconds: SECONDS,
    p99Ms: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
  };
}

/**
 * One read on both datasets, in the order demo, scale, scale, demo (or scale, demo, demo, scale,
 * alternating from read to read; tools/lib/alternate.mjs): each dataset's rate is its two windows
 * together, so a drift of the machine's speed during the four windows falls on both alike. One
 * window each, back to back,
 * left a noise of a tenth between repeats of the same read (an empty page on both datasets once
 * measured 0.78 of itself).
 */
async function measurePair(pair) {
  const probes = [];
  for (const [dataset, read] of pair) {
    const probe = await fetch(`${dataset.stack.url}${read.url}`, { headers: read.headers });
    const bytes = (await probe.arrayBuffer()).byteLength;
    if (!probe.ok) throw new Error(`${dataset.label} ${read.name}: ${read.url} answered ${probe.status}`);
    probes.push(bytes);
  }
  const windows = await alternated((side, first) => window(...side, first), ...pair);
  for (const [i, [dataset, read]] of pair.entries()) {
    const mine = together(windows[i]);
    const row = {
      name: read.name,
      url: read.url,
      reqPerSec: mine.reqPerSec,
      p99Ms: mine.p99Ms,
      bytes: probes[i],
      non2xx: mine.failed,
    };
    dataset.results.push(row);
    console.log(
      `${dataset.label.padEnd(5)} ${row.name.padEnd(24)} ${String(row.reqPerSec).padStart(6)} req/s  p99 ${String(row.p99Ms).padStart(5)} ms  ${String(row.bytes).padStart(7)} B${row.non2xx ? `  ${row.non2xx} failed` : ''}`,
    );
  }
}

/** Stops before the demo half when the scale database is missing or was never grown (an empty one would fail half-way). */
async function assertScaleData() {
  const client = new pg.Client({ connectionString: SCALE_DB.href, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query('SELECT EXISTS (SELECT 1 FROM chefs OFFSET 10000) AS grown');
    if (rows[0].grown) return;
  } catch (error) {
    // 3D000: no such database; 42P01: no chefs table (created but never migrated)
    if (!['3D000', '42P01'].includes(error.code)) throw error;
  } finally {
    await client.end().catch(() => {});
  }
  console.error(`${SCALE_DB.pathname.slice(1)} holds no metro-size data: run \`npm run seed:scale\` first.`);
  process.exit(1);
}

await assertScaleData();
// Both datasets run at once and each read is measured on both in four windows (measurePair), so
// the machine's drift over a run (its speed changed by a third between the halves of a run that
// measured the demo data first and the scale data after) falls on both sides alike.
const demo = await startDataset(
  'demo',
  { database: `chefs_bench_demo_${process.pid}`, seed: true },
  { gatewayPort: GATEWAY_PORT, portOffset: PORT_OFFSET },
);
let scale;
try {
  scale = await startDataset(
    'scale',
    { database: SCALE_DB.pathname.slice(1), seed: false },
    { gatewayPort: GATEWAY_PORT + 1, portOffset: PORT_OFFSET + 50 },
  );
  await settle();
  const demoReads = await reads(demo.stack.url);
  const scaleReads = await reads(scale.stack.url);
  for (const [i, read] of demoReads.entries()) {
    const pair = [
      [demo, read],
      [scale, scaleReads[i]],
    ];
    await measurePair(i % 2 ? pair.reverse() : pair);
  }
} finally {
  await scale?.stop();
  await demo.stop();
  await demo.stack.dropData().catch(() => {});
}

const check = (ok) => (ok ? 'ok ' : 'NO ');
console.log(`\nAt scale vs demo (${CONNECTIONS} connections, two windows of ${SECONDS} s each):`);
console.log(
  `${'read'.padEnd(24)} ${'demo r/s'.padStart(8)} ${'scale r/s'.padStart(9)} ${'ratio'.padStart(6)} ${'p99 ms'.padStart(7)} ${'bytes'.padStart(8)}  targets`,
);
let failures = 0;
for (const s of scale.results) {
  const d = demo.results.find((x) => x.name === s.name);
  const ratio = d.reqPerSec ? s.reqPerSec / d.reqPerSec : 0;
  const oks = [ratio >= TARGET.ratio, s.p99Ms < TARGET.p99Ms, s.bytes <= TARGET.maxBytes, s.non2xx === 0];
  failures += oks.filter((x) => !x).length;
  console.log(
    `${s.name.padEnd(24)} ${String(d.reqPerSec).padStart(8)} ${String(s.reqPerSec).padStart(9)} ${ratio.toFixed(2).padStart(6)} ${String(s.p99Ms).padStart(7)} ${String(s.bytes).padStart(8)}  ${check(oks[0])}ratio ${check(oks[1])}p99 ${check(oks[2])}size ${check(oks[3])}errors`,
  );
}
console.log('\nPeak memory (MB):');
for (const s of SERVICES) {
  const ok = scale.peak[s] <= TARGET.maxMemMb && demo.peak[s] <= TARGET.maxMemMb;
  if (!ok) failures += 1;
  console.log(
    `${s.padEnd(14)} demo ${String(demo.peak[s]).padStart(5)}  scale ${String(scale.peak[s]).padStart(5)}  ${check(ok)}`,
  );
}
const out = path.join(ROOT, 'test-results', 'bench-scale.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  JSON.stringify(
    {
      at: new Date().toISOString(),
      seconds: SECONDS,
      connections: CONNECTIONS,
      ...Object.fromEntries(
        [demo, scale].map((d) => [d.label, { databaseUrl: d.stack.databaseUrl, results: d.results, peakMb: d.peak }]),
      ),
    },
    null,
    2,
  ),
);
console.log(`\n${failures === 0 ? 'Every target met.' : `${failures} target(s) missed.`} Results: ${out}`);
process.exit(0);
