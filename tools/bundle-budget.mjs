// Bundle budget (issue 11): the JavaScript that crosses the wire for `/`, measured in a real
// browser against the built product, and each remote's entry. Fails (exit 1) when a budget
// is broken; `npm run build` runs it after the web builds.
//
// How: starts the built gateway (services/gateway/dist/main.js) on a free port over the
// built dist/ folders, with every BFF pointing at a closed port (no database needed: the
// first route's data calls fail, its code still loads), opens `/` in headless Chromium at a
// phone's width with `Accept-Encoding: br, gzip`, waits for the network to settle, and adds
// up the bytes of every script as they came over the wire (the brotli copies' lengths).
// Remote entries are read from disk (`remoteEntry.js.br`). "One React": one react-dom among
// the scripts the page ran. It also counts the page's reads of localStorage as it starts: none.
//
// Usage: node tools/bundle-budget.mjs [--json]    (CHROMIUM_PATH as for the e2e tests)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import topology from '@chefs/contracts/topology.json' with { type: 'json' };
import chromiumSetup from './lib/chromium.json' with { type: 'json' };
import { COMPILE_HINT } from './rspack/compile-hint.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const KiB = 1024;
/**
 * `scripts` is the number of files `/` fetches: four of the shell's (its entry, its app, and the
 * start's shared modules in two chunks, framework and shared-libs: startChunks in
 * tools/rspack/web.config.mjs) and four of the public portal's (its entry and its routes). A
 * shared module added later but left out of the start's chunks would cost the start a request of
 * its own without breaking any other budget; this one catches it.
 */
export const BUDGETS = {
  firstLoadBytes: 150 * KiB,
  remoteEntryBytes: 30 * KiB,
  reactCopies: 1,
  scripts: 8,
  storageReads: 0,
};
const REMOTES = Object.keys(topology.remotes);
/** A string only react-dom's client carries (the key it hangs on a root's container). */
const REACT_DOM_MARK = '__reactContainer$';

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startGateway() {
  const main = path.join(ROOT, 'services/gateway/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build the gateway first`);
  const [port, closed] = [await freePort(), await freePort()];
  const down = `http://127.0.0.1:${closed}`;
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: String(port),
      STATIC_ROOT: ROOT,
      PUBLIC_BFF_URL: down,
      CUSTOMER_BFF_URL: down,
      CHEF_BFF_URL: down,
      ADMIN_BFF_URL: down,
    },
  });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`gateway exited (${child.exitCode}): ${stderr}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop: () => new Promise((r) => (child.kill('SIGTERM'), child.once('exit', r))) };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`gateway did not start: ${stderr}`);
}

/** Every script `/` fetched: its URL, bytes over the wire, encoding, whether it is react-dom and starts with the compile hint. */
async function measureFirstLoad(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumSetup.executablePath,
    args: chromiumSetup.args,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
      extraHTTPHeaders: { 'accept-encoding': 'br, gzip' },
    });
    // Counts the page's reads of localStorage: the first is a synchronous call from the renderer
    // to the browser process, which the start of / does not need (federation-no-storage-loader.mjs).
    await context.addInitScript(() => {
      let owner = globalThis;
      while (!Object.getOwnPropertyDescriptor(owner, 'localStorage')) owner = Object.getPrototypeOf(owner);
      const read = Object.getOwnPropertyDescriptor(owner, 'localStorage').get;
      let reads = 0;
      Object.defineProperty(globalThis, 'localStorage', {
        configurable: true,
        get() {
          reads += 1;
          return read.call(globalThis);
        },
      });
      Object.defineProperty(globalThis, '__localStorageReads', { get: () => reads });
    });
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const body = await response.body().catch(() => Buffer.alloc(0));
          const headers = response.headers();
          const wire = Number(headers['content-length'] ?? body.length);
          return {
            url: new URL(response.url()).pathname,
            wire,
            raw: body.length,
            encoding: headers['content-encoding'] ?? 'none',
            reactDom: body.includes(REACT_DOM_MARK),
            hinted: body.subarray(0, COMPILE_HINT.length).toString() === COMPILE_HINT,
          };
        })(),
      );
    });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    // The code must also run: the shell and the public remote's page render (its data calls fail here).
    const text = await page.locator('#root').innerText();
    await page.screenshot({ path: path.join(ROOT, 'test-results', 'bundle-budget-home.png') });
    const storageReads = await page.evaluate(() => globalThis.__localStorageReads);
    return { scripts: await Promise.all(pending), errors, rendered: text.trim().length > 0, storageReads };
  } finally {
    await browser.close();
  }
}

function remoteEntries() {
  return REMOTES.map((name) => {
    const file = path.join(ROOT, `mfe-${name}`, 'dist', 'remoteEntry.js');
    if (!existsSync(file)) return { name, raw: 0, wire: 0, missing: true };
    const raw = statSync(file).size;
    const wire = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : brotliCompressSync(readFileSync(file)).length;
    return { name, raw, wire };
  });
}

const kib = (n) => `${(n / KiB).toFixed(1)} KiB`;
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

export async function bundleBudget() {
  mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  const gateway = await startGateway();
  let scripts, errors, rendered, storageReads;
  try {
    ({ scripts, errors, rendered, storageReads } = await measureFirstLoad(gateway.url));
  } finally {
    await gateway.stop();
  }
  const entries = remoteEntries();
  const firstLoad = scripts.reduce((sum, s) => sum + s.wire, 0);
  const reactCopies = scripts.filter((s) => s.reactDom).length;
  const problems = [];
  if (firstLoad > BUDGETS.firstLoadBytes)
    problems.push(`JavaScript for / is ${kib(firstLoad)}, over ${kib(BUDGETS.firstLoadBytes)}`);
  for (const e of entries) {
    if (e.missing) problems.push(`mfe-${e.name}/dist/remoteEntry.js is missing`);
    else if (e.wire > BUDGETS.remoteEntryBytes)
      problems.push(`${e.name}'s remoteEntry.js is ${kib(e.wire)}, over ${kib(BUDGETS.remoteEntryBytes)}`);
  }
  if (!rendered) problems.push('/ rendered nothing');
  for (const error of errors) problems.push(`/ threw: ${error}`);
  if (scripts.length > BUDGETS.scripts)
    problems.push(
      `/ fetched ${scripts.length} scripts, over ${BUDGETS.scripts}: a shared module outside the start's chunks (startChunks)?`,
    );
  if (reactCopies !== BUDGETS.reactCopies) problems.push(`/ ran ${reactCopies} copies of react-dom, not 1`);
  const unhinted = scripts.filter((s) => !s.hinted).map((s) => s.url);
  if (unhinted.length) problems.push(`scripts of / without the compile hint (${COMPILE_HINT}): ${unhinted.join(', ')}`);
  if (scripts.some((s) => s.encoding === 'none' && s.raw > 1024))
    problems.push('a script of / came uncompressed (no .br copy beside it?)');
  if (storageReads !== BUDGETS.storageReads)
    problems.push(
      `/ read localStorage ${storageReads} time(s) as it started: a synchronous call to the browser process (tools/rspack/federation-no-storage-loader.mjs)`,
    );
  return { scripts, entries, firstLoad, reactCopies, unhinted, storageReads, problems };
}

function printTable({ scripts, entries, firstLoad, reactCopies, unhinted, storageReads, problems }) {
  console.log('JavaScript for / (390 px, Accept-Encoding: br, gzip)');
  console.log(`${pad('script', 58)} ${lpad('raw', 11)} ${lpad('wire', 11)}  enc`);
  for (const s of [...scripts].sort((a, b) => b.wire - a.wire))
    console.log(
      `${pad(s.url, 58)} ${lpad(kib(s.raw), 11)} ${lpad(kib(s.wire), 11)}  ${s.encoding}${s.reactDom ? '  react-dom' : ''}`,
    );
  const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
  console.log(`${pad(`total (${scripts.length} files)`, 58)} ${lpad(kib(raw), 11)} ${lpad(kib(firstLoad), 11)}`);
  console.log('');
  console.log(`${pad('budget', 40)} ${lpad('measured', 11)} ${lpad('target', 11)}  ok`);
  const row = (label, value, target, ok) =>
    console.log(`${pad(label, 40)} ${lpad(value, 11)} ${lpad(target, 11)}  ${ok ? 'yes' : 'NO'}`);
  row(
    'JS over the wire for /',
    kib(firstLoad),
    `<= ${kib(BUDGETS.firstLoadBytes)}`,
    firstLoad <= BUDGETS.firstLoadBytes,
  );
  for (const e of entries)
    row(
      `mfe-${e.name} remoteEntry.js (br)`,
      e.missing ? 'missing' : kib(e.wire),
      `<= ${kib(BUDGETS.remoteEntryBytes)}`,
      !e.missing && e.wire <= BUDGETS.remoteEntryBytes,
    );
  row('scripts of /', scripts.length, `<= ${BUDGETS.scripts}`, scripts.length <= BUDGETS.scripts);
  row('react-dom copies on /', reactCopies, '1', reactCopies === 1);
  row('scripts of / with the compile hint', scripts.length - unhinted.length, scripts.length, unhinted.length === 0);
  row('reads of localStorage on /', storageReads, BUDGETS.storageReads, storageReads === BUDGETS.storageReads);
  if (problems.length) console.log(`\nbundle budget broken:\n- ${problems.join('\n- ')}`);
  else console.log('\nbundle budget met');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const result = await bundleBudget();
    if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
    else printTable(result);
    process.exit(result.problems.length ? 1 : 0);
  } catch (err) {
    console.error(`bundle budget: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
