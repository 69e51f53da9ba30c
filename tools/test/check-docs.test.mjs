// tools/check-docs.mjs on small repositories of its own: a sound one passes, and each kind of
// dead link or citation fails with a line that says where and what. The texts below build their
// section signs and paths piece by piece, so this file itself stays clean for the real check.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const CHECK = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'check-docs.mjs');
const S = '\u00a7';
const md = (name) => `${name}.md`;
const product = `docs/${md('product')}`;
const dirs = [];

const SOUND = {
  [md('README')]: `# Repo\n\nSee [the product](docs/${md('product')}#${'5'}-validation) and [docs](docs/).\n`,
  [product]: [
    '# Product',
    '',
    `## ${S}2 Screens`,
    '',
    `### ${S}2 Header`,
    '',
    `## ${S}5 Validation`,
    '',
    `Back to [screens](#2-screens), the [header](#2-header), [the readme](../${md('README')}).`,
    '',
    '```',
    '[not a link](nowhere)',
    '```',
    '',
  ].join('\n'),
  'src/form.ts': `/** The rules of ${product} ${S}5, and the screens (${product} ${S}2, ${S}5). */\nexport const x = 1;\n`,
  'src/push.ts': `/** The Topic header (RFC 8030 ${S}5.4). */\nexport const y = 2;\n`,
};

/** A git repository holding `files` (path -> text); returns its directory. */
function repo(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-docs-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: dir });
  return dir;
}

function check(files) {
  const run = spawnSync(process.execPath, [CHECK, '--root', repo(files)], { encoding: 'utf8' });
  return { code: run.status, problems: run.stderr.trim().split('\n').filter(Boolean), out: run.stdout };
}

after(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

test('a repository whose links and citations all resolve passes', () => {
  const { code, problems, out } = check(SOUND);
  assert.deepEqual(problems, []);
  assert.equal(code, 0);
  assert.match(out, /every Markdown link and every citation in code resolves/);
});

test('a link to a file that does not exist fails', () => {
  const { code, problems } = check({ ...SOUND, [md('README')]: `# Repo\n\nSee [setup](docs/${md('setup')}).\n` });
  assert.equal(code, 1);
  assert.deepEqual(problems, [`${md('README')}:3: link to docs/${md('setup')}: no such file`]);
});

test('a link to a heading that does not exist fails', () => {
  const { code, problems } = check({
    ...SOUND,
    [md('README')]: `# Repo\n\n[rules](docs/${md('product')}#9-constants)\n`,
  });
  assert.equal(code, 1);
  assert.deepEqual(problems, [
    `${md('README')}:3: link to docs/${md('product')}#9-constants: ${product} has no heading #9-constants`,
  ]);
});

test('a citation of a section the document does not have fails', () => {
  const { code, problems } = check({ ...SOUND, 'src/form.ts': `// Texts of ${product} ${S}5 and ${S}8.\n` });
  assert.equal(code, 1);
  assert.deepEqual(problems, [`src/form.ts:1: cites ${product} ${S}8: it has no heading starting ${S}8`]);
});

test('a citation of a document that does not exist fails', () => {
  const { code, problems } = check({ ...SOUND, 'src/form.ts': `// See docs/${md('spec')} ${S}2.\n` });
  assert.equal(code, 1);
  assert.deepEqual(problems, [`src/form.ts:1: names docs/${md('spec')}: no such file`]);
});

test('a section number with no document before it fails', () => {
  const { code, problems } = check({ ...SOUND, 'src/form.ts': `/** Spec ${S}5: the rules. */\n` });
  assert.equal(code, 1);
  assert.equal(problems.length, 1);
  assert.match(problems[0], new RegExp(`^src/form.ts:1: ${S}5 names no document`));
});

test('a reference to the specs beside the repository fails, in any file', () => {
  const outside = `..${'/'}shared/${md('ARCHITECTURE')}`;
  const { code, problems } = check({
    ...SOUND,
    'k8s/notes.txt': `see ${outside}\n`,
    'src/layout.ts': `// See ${outside}\n`,
  });
  assert.equal(code, 1);
  assert.deepEqual(problems.sort(), [
    'k8s/notes.txt:1: points outside the repository (the specs beside it)',
    'src/layout.ts:1: points outside the repository (the specs beside it)',
  ]);
});
