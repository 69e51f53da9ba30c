// temporary: RSS of public-bff, admin-bff, gateway under 10 s of load with NODE_EXTRA_ARGS
import autocannon from 'autocannon';
import fs from 'node:fs';
import { startStack } from './lib/stack.mjs';
import { signIn } from './lib/sign-in.mjs';
process.env.RATE_LIMIT_SIGN_IN ??= '1000/1m';
const stack = await startStack({ gatewayPort: 9780, portOffset: 1700, database: 'chefs_scale', build: false, seed: false, nodeEnv: 'test', quiet: true });
const rss = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const peak = {}; const S = ['gateway', 'public-bff', 'admin-bff', 'customer-bff'];
const t = setInterval(() => { for (const s of S) peak[s] = Math.max(peak[s] ?? 0, rss(stack.pidOf(s))); }, 200);
try {
  const admin = await signIn(stack.url, 'admin@demo.test');
  for (const [url, h] of [['/api/chefs', {}], ['/api/recipes?collection=hub', {}], ['/api/admin/bookings', { cookie: admin }], ['/api/admin/recipes', { cookie: admin }]]) {
    const r = await autocannon({ url: stack.url + url, headers: h, connections: 20, duration: 5 });
    console.log(url, Math.round(r.requests.average), 'r/s p99', r.latency.p99);
  }
} finally { clearInterval(t); console.log(process.env.SERVICE_NODE_ARGS ?? '(none)', JSON.stringify(Object.fromEntries(Object.entries(peak).map(([k, v]) => [k, Math.round(v)])))); await stack.stop(); }
