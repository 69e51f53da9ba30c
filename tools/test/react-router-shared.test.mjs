// The production builds share tools/rspack/react-router-shared.mjs as `react-router`: a name a
// web project imports from react-router but missing there would be undefined in production
// only. This test lists every name imported from 'react-router' in the web sources.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB = ['shell/src', 'mfe-public/src', 'mfe-customer/src', 'mfe-chef/src', 'mfe-admin/src', 'libs/web'];

function* sources(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'build'].includes(entry.name)) yield* sources(full);
    } else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.(spec|test)\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Value names imported from 'react-router' (type-only imports left out), and the files doing `import *`. */
function importedNames() {
  const names = new Map();
  const whole = [];
  for (const dir of WEB)
    for (const file of sources(path.join(ROOT, dir))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router['"]/g)) {
        if (m[1]) continue;
        for (const part of m[2].split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0];
          if (name && !name.startsWith('type ')) names.set(name, path.relative(ROOT, file));
        }
      }
      if (/import\s+\*\s+as\s+\w+\s+from\s+['"]react-router['"]|from\s+['"]react-router\//.test(text))
        whole.push(path.relative(ROOT, file));
    }
  return { names, whole };
}

test('every name the web projects import from react-router is in the shared slim module', () => {
  const shared = fs.readFileSync(path.join(ROOT, 'tools/rspack/react-router-shared.mjs'), 'utf8');
  const exported = new Set(
    /export\s*\{([^}]*)\}/
      .exec(shared)[1]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const { names, whole } = importedNames();
  assert.ok(names.has('Routes') && names.has('Link'), 'the scan found the routers');
  const missing = [...names].filter(([name]) => !exported.has(name)).map(([name, file]) => `${name} (${file})`);
  assert.deepEqual(missing, [], 'add these to tools/rspack/react-router-shared.mjs');
  assert.deepEqual(whole, [], 'import named values from react-router, not the whole module or a subpath');
});

test('the slim module re-exports names react-router has', async () => {
  const slim = await import(path.join(ROOT, 'tools/rspack/react-router-shared.mjs'));
  for (const [name, value] of Object.entries(slim)) assert.notEqual(value, undefined, name);
});
