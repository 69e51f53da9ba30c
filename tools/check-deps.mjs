// Dependency floors: prints the installed versions (from package-lock.json) of every package
// listed in docs/dependency-floor.json and fails when any installed copy is below the floor
// of its release line. The floors are the first versions free of the known high and critical
// advisories recorded in docs/dependencies.md (`npm audit` cannot reach its endpoint from
// these machines, so this is the check `npm test` can run).
//
// Usage: node tools/check-deps.mjs [--lock <package-lock.json>] [--floors <floor.json>]
//
// A floor entry lists one minimum version per release line (major version; for 0.x the
// minor too). An installed copy passes when it is at or above the floor of its line, or on
// a line newer than every listed one. It fails when it is below the floor of its line, on a
// line older than every listed one, or on a line between listed ones that has no floor
// (a line the advisories left unpatched).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function argValue(name, fallback) {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : path.resolve(process.argv[i + 1]);
}

const lockPath = argValue('--lock', path.join(ROOT, 'package-lock.json'));
const floorsPath = argValue('--floors', path.join(ROOT, 'docs', 'dependency-floor.json'));

/** Parses "1.2.3" or "1.2.3-beta.4" into comparable parts; throws on anything else. */
function parse(version) {
  const m = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(version);
  if (!m) throw new Error(`not a semantic version: ${version}`);
  return { nums: [Number(m[1]), Number(m[2]), Number(m[3])], pre: m[4] ? m[4].split('.') : [] };
}

/** Semantic-version precedence: negative when a < b. */
function compare(a, b) {
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) if (x.nums[i] !== y.nums[i]) return x.nums[i] - y.nums[i];
  if (!x.pre.length || !y.pre.length) return y.pre.length - x.pre.length; // a release outranks its pre-releases
  for (let i = 0; i < Math.max(x.pre.length, y.pre.length); i++) {
    if (x.pre[i] === undefined) return -1;
    if (y.pre[i] === undefined) return 1;
    const [p, q] = [x.pre[i], y.pre[i]];
    const [pn, qn] = [/^\d+$/.test(p), /^\d+$/.test(q)];
    if (pn && qn && Number(p) !== Number(q)) return Number(p) - Number(q);
    if (pn !== qn) return pn ? -1 : 1;
    if (p !== q) return p < q ? -1 : 1;
  }
  return 0;
}

/** The release line of a version: "5" for 5.x, "0.1" for 0.1.x. */
function line(version) {
  const [major, minor] = parse(version).nums;
  return major === 0 ? `0.${minor}` : String(major);
}

const lineOrder = (a, b) => compare(`${a}${a.includes('.') ? '' : '.0'}.0`, `${b}${b.includes('.') ? '' : '.0'}.0`);

/** Verdict for one installed version against a floor list. */
export function judge(version, floors) {
  const byLine = new Map(floors.map((f) => [line(f), f]));
  const own = byLine.get(line(version));
  if (own) return compare(version, own) >= 0 ? { ok: true } : { ok: false, why: `below ${own}` };
  const lines = [...byLine.keys()].sort(lineOrder);
  if (lineOrder(line(version), lines[lines.length - 1]) > 0) return { ok: true };
  return { ok: false, why: `release line ${line(version)}.x has no floor (known-vulnerable or unpatched line)` };
}

function installedCopies(lock) {
  const copies = new Map();
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    if (!key.includes('node_modules/') || entry.link || !entry.version) continue;
    const name = entry.name ?? key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if (!copies.has(name)) copies.set(name, []);
    copies.get(name).push({ where: key, version: entry.version, dev: Boolean(entry.dev) });
  }
  return copies;
}

function main() {
  const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
  const spec = JSON.parse(fs.readFileSync(floorsPath, 'utf8'));
  const copies = installedCopies(lock);
  const failures = [];
  const rows = [];
  for (const [name, entry] of Object.entries(spec.packages).sort(([a], [b]) => a.localeCompare(b))) {
    for (const f of entry.floors) parse(f); // a malformed floor is a configuration error
    const found = copies.get(name) ?? [];
    if (!found.length) {
      rows.push([name, '(not installed)', entry.floors.join(' / '), 'ok']);
      continue;
    }
    for (const copy of found) {
      const verdict = judge(copy.version, entry.floors);
      const label = `${copy.version}${copy.dev ? ' (dev)' : ''}`;
      rows.push([name, label, entry.floors.join(' / '), verdict.ok ? 'ok' : `FAIL: ${verdict.why}`]);
      if (!verdict.ok) failures.push(`${name}@${copy.version} at ${copy.where}: ${verdict.why} (${entry.advisories})`);
    }
  }
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), 8));
  console.log(`Dependency floors from ${path.relative(ROOT, floorsPath)} against ${path.relative(ROOT, lockPath)}:`);
  for (const r of rows)
    console.log(`  ${r[0].padEnd(widths[0])}  ${r[1].padEnd(widths[1])}  floor ${r[2].padEnd(widths[2])}  ${r[3]}`);
  if (failures.length) {
    console.error(`\n${failures.length} installed package(s) below their security floor:`);
    for (const f of failures) console.error(`  - ${f}`);
    console.error('Upgrade them (or add an `overrides` entry for a transitive one); see docs/dependencies.md.');
    process.exit(1);
  }
  console.log(`\nAll ${rows.length} checked copies are at or above their floors.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
