import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './manifests';

const CONFIG_DIR = 'libs/server/core/src/config';

/**
 * The variable names the app config reads (libs/server/core/src/config): the keys of its zod
 * schemas (`NAME: field(...)`), env.NAME and env['NAME'].
 */
function variablesReadByConfig(): string[] {
  const files = readdirSync(path.join(REPO_ROOT, CONFIG_DIR)).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'),
  );
  const source = files.map((f) => readFileSync(path.join(REPO_ROOT, CONFIG_DIR, f), 'utf8')).join('\n');
  const patterns = [
    /(?:^\s+|\{\s*)([A-Z][A-Z0-9_]+):/gm,
    /\benv\.([A-Z][A-Z0-9_]+)/g,
    /\benv\[\s*'([A-Z0-9_]+)'\s*\]/g,
  ];
  const names = patterns.flatMap((re) => [...source.matchAll(re)].map((m) => m[1]));
  return [...new Set(names)].sort();
}

describe('.env.example', () => {
  const lines = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8').split('\n');
  const assignments = lines
    .map((line, i) => ({ line, i, name: /^([A-Z0-9_]+)=/.exec(line)?.[1] }))
    .filter((a) => a.name);

  it('lists every variable that the app config (libs/server/core/src/config) reads', () => {
    const read = variablesReadByConfig();
    expect(read.length).toBeGreaterThan(25);
    expect(read.filter((name) => !assignments.some((a) => a.name === name))).toEqual([]);
  });

  it('explains each variable in a comment right above it, and lists it once', () => {
    for (const { name, i } of assignments)
      expect({ name, comment: lines[i - 1]?.startsWith('# ') }).toEqual({ name, comment: true });
    const names = assignments.map((a) => a.name);
    expect(names).toEqual([...new Set(names)]);
  });

  it('holds no secret values: every secret is left empty', () => {
    for (const { name, line } of assignments.filter((a) => /SECRET|PRIVATE|COOKIE_KEY/.test(a.name!)))
      expect(line).toBe(`${name}=`);
  });
});
