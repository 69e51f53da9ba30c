// `npm run bench`: the API's public reads through the gateway beside a baseline started in the
// same run, and a signed-in booking, with autocannon at 50 connections (issue 11).
//
// The baseline is the machine's ceiling for the same work: a bare node:http server with a pg
// pool on the same database, which for each read runs one query of the same rows and answers
// the same JSON (the gateway's answer, captured once, serialised again on every request).
// Prints req/s, p99 and the ratio to the baseline, and the targets: >= 0.85 of the baseline,
// p99 < 50 ms for reads; p99 < 100 ms for POST /api/bookings. Writes test-results/bench-api.json.
//
// Each read is measured in four windows of half the duration, baseline, gateway, gateway,
// baseline (tools/lib/alternate.mjs, as bench:scale does), each side's figure its two windows
// together: a drift of the machine's speed falls on both sides alike. Each side's first window
// follows a warm-up at the same concurrency that is not counted (as bench:scale does): the first
// second of load on a freshly started stack is its connection pools growing and its code
// compiling, not the steady state the targets are about. The warm-up's own p99 is printed below
// the table and kept in the JSON. The booking is one window of the full duration.
//
// Under the table, the booking's CPU per part (tools/lib/cpu-meter.mjs: each service, its Postgres
// backends by application_name, Redis, the bench itself), where /proc shows them.
//
// Needs a build (npm run build). Env: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2, 0 for none),
// BENCH_CONNECTIONS (50), BENCH_GATEWAY_PORT (9580), BENCH_PORT_OFFSET (1500), BENCH_MAIL_NICENESS
// (19: the mail catcher's CPU priority below the stack's), BENCH_SKIP_READS (1: the bookings
// alone). Run it on a quiet machine (`uptime`).
import autocannon from 'autocannon';
import fs from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { alternated, together } from './lib/alternate.mjs';
import { ROOT, loadDotEnv } from './lib/infra.mjs';
import { settle } from './lib/settle.mjs';
import { cpuMeter } from './lib/cpu-meter.mjs';
import { MAIL_CATCHER, startStack } from './lib/stack.mjs';
import { signIn } from './lib/sign-in.mjs';

loadDotEnv();
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const GATEWAY_PORT = Number(process.env.BENCH_GATEWAY_PORT || 9580);
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET || 1500);
const TARGET = { ratio: 0.85, readP99Ms: 50, bookingP99Ms: 100 };
/** The stack's processes whose CPU a booking is measured in (with Postgres' backends, Redis and the bench). */
const STACK_SERVICES = [
  'gateway',
  'customer-bff',
  'worker',
  'public-bff',
  'chef-bff',
  'admin-bff',
  'dev-idp',
  MAIL_CATCHER,
];
/** Listed chefs added for the booking phase (bookingSlots). */
const BOOKING_CHEFS = Number(process.env.BENCH_BOOKING_CHEFS || 100);
/** How far ahead a booking may be made (BOOKING_WINDOW_DAYS, libs/shared/domain/src/schedule.ts). */
const BOOKING_WINDOW_DAYS = 90;
// Bookings are limited per customer; the bench books thousands on purpose (counted in Redis,
// tested with low limits in customer-bff's own tests). Nothing else is loosened.
process.env.RATE_LIMIT_BOOKING ??= '1000000/1m';
// Its one sign-in shares 127.0.0.1's count (30 per 10 min, in Redis) with other local runs.
process.env.RATE_LIMIT_SIGN_IN ??= '1000/1m';

/** The reads, each with the query the baseline runs for the same rows. */
function reads(chefId) {
  return [
    {
      name: 'GET /api/chefs',
      url: '/api/chefs',
      sql: 'SELECT * FROM chefs WHERE is_approved AND is_active ORDER BY id LIMIT 13',
      params: [],
    },
    {
      name: 'GET /api/chefs/:id',
      url: `/api/chefs/${chefId}`,
      sql: 'SELECT * FROM chefs WHERE id = $1 AND is_approved AND is_active',
      params: [chefId],
    },
    {
      name: 'GET /api/recipes',
      url: '/api/recipes',
      sql: 'SELECT * FROM recipes WHERE is_published ORDER BY id LIMIT 13',
      params: [],
    },
  ];
}

/** The bare server: one pg query and JSON.stringify per request, nothing else. */
async function startBaseline(databaseUrl, routes) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const byUrl = new Map(routes.map((r) => [r.url, r]));
  const server = createServer((req, res) => {
    const route = byUrl.get(req.url);
    if (!route) return res.writeHead(404).end();
    pool.query(route.sql, route.params).then(
      () => {
        const body = JSON.stringify(route.answer);
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        });
        res.end(body);
      },
      () => res.writeHead(500).end(),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

/**
 * One window of `seconds`: autocannon's warm-up when `warm` (fresh connections, the same
 * requests, not counted), then the measured run. A request that failed in either counts as failed.
 */
const measure = async (opts, { meter = null, seconds = SECONDS, warm = true } = {}) => {
  const run = autocannon({
    connections: CONNECTIONS,
    duration: seconds,
    ...(warm && WARMUP_SECONDS > 0 ? { warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS } } : {}),
    ...opts,
  });
  // The measured run's own start (after the warm-up): the meter's window is the counted one.
  if (meter) run.on('start', () => void meter.begin());
  const r = await run;
  const failed = (x) => x.non2xx + x.errors + x.timeouts;
  return {
    reqPerSec: Math.round(r.requests.total / seconds),
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    seconds,
    failed: failed(r) + (r.warmup ? failed(r.warmup) : 0),
    warmup: r.warmup ? { reqPerSec: Math.round(r.warmup.requests.average), p99Ms: r.warmup.latency.p99 } : null,
    ...(meter ? { cpuMicrosEach: perRequest(await meter.end(), r.requests.total) } : {}),
  };
};

/** Each part's CPU time divided among the window's requests, in µs, largest first. */
function perRequest(used, requests) {
  return Object.fromEntries(
    Object.entries(used)
      .map(([part, micros]) => [part, Math.round(micros / Math.max(requests, 1))])
      .sort((a, b) => b[1] - a[1]),
  );
}

/**
 * A new slot on every request: chefs x times x days ahead, so each booking is accepted. Slots
 * the seed already booked are skipped (two of them made two 409s in every earlier run).
 */
function bookingRequests(site, cookie, chefIds, taken) {
  let n = 0;
  let warned = false;
  const times = ['morning', 'afternoon', 'evening'];
  const nextSlot = () => {
    for (;;) {
      const i = n++;
      const chefId = chefIds[i % chefIds.length];
      const slot = Math.floor(i / chefIds.length);
      const day = 2 + Math.floor(slot / times.length);
      if (day > BOOKING_WINDOW_DAYS && !warned) {
        warned = true; // its bookings now fail (400), and the run reports them as errors
        console.warn(`The bench ran out of free slots for ${chefIds.length} chefs: raise BENCH_BOOKING_CHEFS`);
      }
      const date = new Date(Date.now() + day * 86_400_000);
      const eventDate = date.toISOString().slice(0, 10);
      const eventTime = times[slot % times.length];
      if (!taken.has(`${chefId} ${eventDate} ${eventTime}`)) return { chefId, eventDate, eventTime };
    }
  };
  return [
    {
      method: 'POST',
      path: '/api/bookings',
      headers: { cookie, origin: site, 'content-type': 'application/json' },
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({
          ...nextSlot(),
          serviceType: 'private_dinner',
          guestCount: 4,
          clientName: 'Casey Morgan',
          clientEmail: 'casey.morgan@example.com',
          clientPhone: '(404) 555-0101',
          clientAddress: '742 Virginia Ave NE, Atlanta, GA 30306',
        }),
      }),
    },
  ];
}

/**
 * What the booking phase books: every listed chef's id, after adding copies of a listed chef
 * beside the seeded 12, and every chef, date and time already booked. Bookings may be made up to
 * 90 days ahead (BOOKING_WINDOW_DAYS), so 12 chefs hold about 3,200 free slots: a machine
 * booking 450 a second ran out of them in 7 s, and every booking after that was a 400 ("Please
 * choose a date from today up to 90 days ahead") that autocannon counted at its own, much
 * faster, rate. Run after the reads are measured.
 */
async function bookingSlots(databaseUrl, extraChefs) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO chefs (name, bio, cuisines, price_per_person_cents, location, specialty, experience,
                          years_of_experience, services, zip_codes, is_approved, is_active)
       SELECT 'Bench Chef ' || g, c.bio, c.cuisines, c.price_per_person_cents, c.location, c.specialty,
              c.experience, c.years_of_experience, c.services, c.zip_codes, true, true
         FROM (SELECT * FROM chefs WHERE is_approved AND is_active ORDER BY id LIMIT 1) c,
              generate_series(1, $1) g`,
      [extraChefs],
    );
    const chefs = await client.query(`SELECT id FROM chefs WHERE is_approved AND is_active ORDER BY id`);
    const booked = await client.query(
      `SELECT chef_id, to_char(event_date, 'YYYY-MM-DD') AS event_date, event_time FROM bookings`,
    );
    return {
      chefIds: chefs.rows.map((r) => r.id),
      taken: new Set(booked.rows.map((r) => `${r.chef_id} ${r.event_date} ${r.event_time}`)),
    };
  } finally {
    await client.end();
  }
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
console.log(`machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, load ${load()}`);
const stack = await startStack({
  gatewayPort: GATEWAY_PORT,
  portOffset: PORT_OFFSET,
  database: `chefs_bench_api_${process.pid}`,
  build: false,
  seed: true,
  // The mail catcher stands in for an SMTP relay on someone else's machine: it takes only the CPU
  // the stack leaves (its own is still measured and printed under the table).
  mailNiceness: Number(process.env.BENCH_MAIL_NICENESS ?? 19),
  nodeEnv: 'test',
  quiet: true,
});
const rows = [];
let baseline;
let meter;
try {
  await settle();
  const site = stack.url;
  const list = await (await fetch(`${site}/api/chefs?limit=50`)).json();
  const chefIds = list.items.map((c) => c.id);
  const routes = reads(chefIds[0]);
  for (const route of routes) {
    const res = await fetch(`${site}${route.url}`);
    if (!res.ok) throw new Error(`${route.url} answered ${res.status}`);
    route.answer = await res.json();
  }
  baseline = await startBaseline(stack.databaseUrl, routes);
  for (const route of process.env.BENCH_SKIP_READS ? [] : routes) {
    const [baseWindows, gwWindows] = await alternated(
      (url, warm) => measure({ url }, { seconds: SECONDS / 2, warm }),
      `${baseline.url}${route.url}`,
      `${site}${route.url}`,
    );
    const base = together(baseWindows);
    const gw = together(gwWindows);
    rows.push({
      name: route.name,
      baseline: base,
      gateway: gw,
      ratio: base.reqPerSec ? gw.reqPerSec / base.reqPerSec : 0,
    });
  }
  const cookie = await signIn(site, 'customer@demo.test');
  const slots = await bookingSlots(stack.databaseUrl, BOOKING_CHEFS);
  // Where a booking's CPU goes, printed under the table: the booking target is a matter of
  // bookings a second, so of each part's CPU a booking (docs/performance.md).
  meter = await cpuMeter({ stack, services: STACK_SERVICES });
  const booking = await measure(
    { url: site, requests: bookingRequests(site, cookie, slots.chefIds, slots.taken) },
    { meter },
  );
  rows.push({ name: 'POST /api/bookings (signed in)', baseline: null, gateway: booking, ratio: null });
} finally {
  await meter?.close();
  await baseline?.stop();
  await stack.stop();
  await stack.dropData().catch(() => {});
}

const ok = (b) => (b ? 'ok' : 'NO');
console.log(
  `\n${CONNECTIONS} connections; each read ${SECONDS} s on each side, in turns (base, gateway, gateway, base), the booking ${SECONDS} s${WARMUP_SECONDS > 0 ? `; ${WARMUP_SECONDS} s of warm-up before each side's first window` : ''}; load after: ${load()}`,
);
console.log(
  `${'request'.padEnd(32)} ${'base r/s'.padStart(9)} ${'base p99'.padStart(9)} ${'gw r/s'.padStart(8)} ${'gw p99'.padStart(7)} ${'ratio'.padStart(6)}  targets`,
);
let failures = 0;
for (const r of rows) {
  const reading = r.baseline !== null;
  const checks = reading
    ? [
        ['ratio', r.ratio >= TARGET.ratio],
        ['p99', r.gateway.p99Ms < TARGET.readP99Ms],
      ]
    : [['p99', r.gateway.p99Ms < TARGET.bookingP99Ms]];
  checks.push(['errors', r.gateway.failed === 0]);
  failures += checks.filter(([, b]) => !b).length;
  console.log(
    `${r.name.padEnd(32)} ${String(r.baseline?.reqPerSec ?? '-').padStart(9)} ${String(r.baseline ? `${r.baseline.p99Ms} ms` : '-').padStart(9)} ${String(r.gateway.reqPerSec).padStart(8)} ${`${r.gateway.p99Ms} ms`.padStart(7)} ${(r.ratio === null ? '-' : r.ratio.toFixed(2)).padStart(6)}  ${checks.map(([n, b]) => `${ok(b)} ${n}`).join(', ')}${r.gateway.failed ? ` (${r.gateway.failed} failed)` : ''}`,
  );
}
if (WARMUP_SECONDS > 0) {
  // The cold start stays visible: what the first seconds on a fresh stack measured.
  const cold = rows.map((r) => `${r.name.split(' ').slice(0, 2).join(' ')} ${r.gateway.warmup?.p99Ms ?? '-'} ms`);
  console.log(`warm-up p99 through the gateway (not counted): ${cold.join(', ')}`);
}
const bookingCpu = rows.find((r) => r.gateway.cpuMicrosEach)?.gateway.cpuMicrosEach;
if (bookingCpu) {
  // Parts under 20 µs a booking (the services a booking does not reach) are left out of the line.
  const parts = Object.entries(bookingCpu).filter(([, us]) => us >= 20);
  const total = Object.values(bookingCpu).reduce((a, b) => a + b, 0);
  const perSecond = Math.round((cpus().length * 1e6) / Math.max(total, 1));
  console.log(
    `CPU a booking (µs, from /proc; "this process" is autocannon): ${parts.map(([p, us]) => `${p} ${us}`).join(', ')}; ${total} in all, at most ${perSecond} a second on ${cpus().length} cores`,
  );
}
fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, 'test-results', 'bench-api.json'),
  JSON.stringify({ load: loadavg(), seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, rows }, null, 2),
);
console.log(failures ? `\n${failures} target(s) missed` : '\nall targets met');
process.exit(failures ? 1 : 0);
