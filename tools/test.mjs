// `npm test`: lint, typecheck, unit and integration tests (real Postgres and Redis),
// then end-to-end tests in headless Chromium against the built product.
// Ends with one line "tests: N passed, N failed".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT, binOf, resolvePostgresServer, resolveRedis } from './lib/infra.mjs';

const resultsDir = path.join(ROOT, 'test-results', 'summary');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });
const nx = binOf('nx');
const failures = [];

function run(label, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        NX_DAEMON: 'false',
        NX_NO_CLOUD: 'true',
        NX_TUI: 'false',
        TEST_RESULTS_DIR: resultsDir,
        ...env,
      },
    });
    child.on('exit', (code) => {
      if (code !== 0) failures.push(`${label} (exit ${code})`);
      resolve(code === 0);
    });
  });
}

const log = (m) => console.log(m);
const pgServer = await resolvePostgresServer(log);
let redisUrl;
try {
  redisUrl = await resolveRedis();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
const infraEnv = { TEST_DATABASE_ADMIN_URL: pgServer.url, REDIS_URL: redisUrl };
const only = process.argv[2]; // optional: lint | unit | e2e

if (!only || only === 'lint') {
  await run('formatting (prettier --check)', [binOf('prettier'), '--check', '.', '--log-level', 'warn']);
  await run('dependency security floors (docs/dependency-floor.json)', [path.join(ROOT, 'tools', 'check-deps.mjs')]);
  await run('docs resolve (links, citations in code)', [path.join(ROOT, 'tools', 'check-docs.mjs')]);
  await run('lint and typecheck', [nx, 'run-many', '-t', 'lint', 'typecheck', '--output-style=static']);
  // tools/ and the root configs belong to no project, so no project's lint target sees them.
  await run('lint of tools/ and the root configs', [binOf('eslint'), 'tools', '*.mjs', '*.cjs']);
  await run('unused files, exports and dependencies (knip)', [binOf('knip'), '--no-progress']);
}
if (!only || only === 'unit')
  await run(
    'unit and integration tests',
    [nx, 'run-many', '-t', 'test', '--output-style=static', '--parallel=1'],
    infraEnv,
  );
if (!only || only === 'e2e') {
  const built = await run('build', [nx, 'run-many', '-t', 'build', '--output-style=static']);
  if (built) {
    // The production build's last step (npm run build): the first load's JavaScript and each remote's entry.
    await run('bundle budget (tools/bundle-budget.mjs)', [path.join(ROOT, 'tools', 'bundle-budget.mjs')]);
    // Tests of tools/ (node:test) on the built services: npm start's supervisor restarts a killed
    // service of a started stack; the fault tests (*-fault.test.mjs) stop Postgres, Redis or a BFF under load.
    await run(
      'tools tests (node --test tools/test)',
      [
        '--test',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        `--test-reporter=${path.join(ROOT, 'tools', 'lib', 'node-test-summary.mjs')}`,
        '--test-reporter-destination=stdout',
        'tools/test/**/*.test.mjs',
      ],
      { ...infraEnv, DATABASE_URL: pgServer.url },
    );
    await run(
      'end-to-end tests (headless Chromium)',
      [binOf('@playwright/test', 'playwright'), 'test', '-c', 'shell/e2e/playwright.config.ts'],
      {
        ...infraEnv,
        DATABASE_URL: pgServer.url,
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(resultsDir, 'playwright.json'),
      },
    );
  }
}
await pgServer.stop();

/** Playwright's failed or flaky tests, from its JSON report's nested suites. */
function playwrightFailures(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  const found = (suite.suites ?? []).flatMap((s) => playwrightFailures(s, here));
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const error = test.results?.find((r) => r.error)?.error;
      found.push({
        where: `${spec.file}:${spec.line}`,
        name: `[${test.projectName}] ${[...here.slice(1), spec.title].join(' › ')}${test.status === 'flaky' ? ' (flaky)' : ''}`,
        message: error?.message ?? '',
      });
    }
  }
  return found;
}

let passed = 0;
let failed = 0;
const failedTests = [];
for (const f of fs.readdirSync(resultsDir)) {
  const data = JSON.parse(fs.readFileSync(path.join(resultsDir, f), 'utf8'));
  if (f === 'playwright.json') {
    passed += data.stats?.expected ?? 0;
    failed += (data.stats?.unexpected ?? 0) + (data.stats?.flaky ?? 0);
    failedTests.push(...(data.suites ?? []).flatMap((s) => playwrightFailures(s)));
  } else {
    passed += data.passed;
    failed += data.failed;
    failedTests.push(...(data.failures ?? []));
  }
}
// Last, so that a log kept only by its tail still says which tests failed and why.
if (failedTests.length) {
  console.log('\nFailed tests:');
  for (const t of failedTests) {
    // (the reporters' messages carry their colour codes)
    const message = stripVTControlCharacters(t.message).trim().split('\n');
    const stack = message.findIndex((l) => l.trim().startsWith('at '));
    const lines = message.slice(0, Math.min(6, stack === -1 ? message.length : stack));
    console.log(`  ${t.where} › ${t.name}\n      ${lines.join('\n      ')}`);
  }
}
if (failures.length) console.log(`\nFailed steps: ${failures.join('; ')}`);
if (failures.length && failed === 0) failed = failures.length;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
