import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './manifests';

/** The variable names config.ts reads: r.<any reader>('NAME', ...), env.NAME and env['NAME']. */
function variablesReadByConfig(): string[] {
  const source = readFileSync(path.join(REPO_ROOT, 'libs/server/core/src/config.ts'), 'utf8');
  const patterns = [/\br\.\w+\(\s*'([A-Z0-9_]+)'/g, /\benv\.([A-Z0-9_]+)/g, /\benv\[\s*'([A-Z0-9_]+)'\s*\]/g];
  const names = patterns.flatMap((re) => [...source.matchAll(re)].map((m) => m[1]));
  return [...new Set(names)].sort();
}

describe('.env.example', () => {
  const lines = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8').split('\n');
  const assignments = lines
    .map((line, i) => ({ line, i, name: /^([A-Z0-9_]+)=/.exec(line)?.[1] }))
    .filter((a) => a.name);

  it('lists every variable that libs/server/core/src/config.ts reads', () => {
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
