// Docs that resolve: fails when a newcomer with only this repository would follow a dead link
// or a dead citation.
//
// - Every relative link of every Markdown file ([text](path#anchor) and [label]: path) names a
//   file or folder that exists and, when it names a heading of a Markdown file, that heading.
// - Code (ts, tsx, js, mjs, cjs) cites documents by path: every `docs/<file>.md §N` names an
//   existing document with a heading starting `§N`, every `*.md` it names exists, and a `§N`
//   names its document on the same line (`docs/product.md §5`, `RFC 8030 §5.4`), never a lone
//   section number of a document outside the repository.
// - No file points at the specs folder beside the checkout (dot-dot, slash, shared, slash).
//
// Usage: node tools/check-docs.mjs [--root <dir>]. The files are git's: tracked and untracked,
// minus what .gitignore ignores. Prints each problem as "path:line: what" and exits 1 on any.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CODE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const OUTSIDE = new RegExp(String.raw`\.\./shared/`);
const SECTION = /§ ?(\d+)/g;
const DOC_PATH = /(?<![\w./-])((?:[\w-]+\/)*[\w.-]+\.md)\b/g;
const OTHER_DOCUMENT = /\b(?:RFC|ISO|ECMA-?)\s?\d+[,:]?\s$/;

/** The repository's files (relative paths), as git sees them, that exist on disk. */
function listFiles(root) {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\0')
    .filter((f) => f && !f.split('/').includes('node_modules'))
    .filter((f) => fs.statSync(path.join(root, f), { throwIfNoEntry: false })?.isFile());
}

/** GitHub's heading ids: lower case, punctuation and symbols dropped, spaces to hyphens. */
export function slug(text) {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The lines of a Markdown file outside fenced code blocks, with their numbers. */
function proseLines(text) {
  const lines = [];
  let fence = null;
  text.split('\n').forEach((line, i) => {
    const m = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (m && (!fence || m[1][0] === fence[0])) {
      fence = fence ? null : m[1];
      return;
    }
    if (!fence) lines.push({ line, number: i + 1 });
  });
  return lines;
}

function headingsOf(text) {
  const titles = [];
  const ids = new Set();
  const seen = new Map();
  for (const { line } of proseLines(text)) {
    for (const a of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) ids.add(a[1]);
    const h = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (!h) continue;
    titles.push(h[1]);
    const base = slug(h[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    ids.add(n ? `${base}-${n}` : base);
  }
  return { titles, ids };
}

export function checkDocs(root) {
  const problems = [];
  const files = listFiles(root);
  const cache = new Map();
  const read = (rel) => {
    if (!cache.has(rel)) cache.set(rel, fs.readFileSync(path.join(root, rel), 'utf8'));
    return cache.get(rel);
  };
  const headings = new Map();
  const headingsFor = (rel) => {
    if (!headings.has(rel)) headings.set(rel, headingsOf(read(rel)));
    return headings.get(rel);
  };
  const exists = (rel) => fs.existsSync(path.join(root, rel));
  const report = (file, number, what) => problems.push(`${file}:${number}: ${what}`);

  for (const file of files) {
    const text = read(file);
    if (text.includes('\0')) continue;
    text.split('\n').forEach((line, i) => {
      if (OUTSIDE.test(line)) report(file, i + 1, 'points outside the repository (the specs beside it)');
    });
  }

  for (const file of files.filter((f) => f.endsWith('.md'))) {
    const dir = path.posix.dirname(file);
    for (const { line, number } of proseLines(read(file))) {
      const plain = line.replace(/`[^`]*`/g, '');
      const targets = [
        ...[...plain.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
        ...[...plain.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/g)].map((m) => m[1]),
      ];
      for (const target of targets) {
        if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
        const [rawPath, anchor] = target.split('#');
        const decoded = decodeURIComponent(rawPath);
        const rel = !decoded
          ? file
          : path.posix.normalize(decoded.startsWith('/') ? decoded.slice(1) : path.posix.join(dir, decoded));
        if (rel.startsWith('..') || !exists(rel)) {
          report(file, number, `link to ${target}: no such file`);
          continue;
        }
        if (anchor && rel.endsWith('.md') && !headingsFor(rel).ids.has(decodeURIComponent(anchor))) {
          report(file, number, `link to ${target}: ${rel} has no heading #${anchor}`);
        }
      }
    }
  }

  for (const file of files.filter((f) => CODE.test(f))) {
    const dir = path.posix.dirname(file);
    read(file)
      .split('\n')
      .forEach((line, i) => {
        const docs = [...line.matchAll(DOC_PATH)];
        for (const d of docs) {
          if (!exists(d[1]) && !exists(path.posix.join(dir, d[1]))) report(file, i + 1, `names ${d[1]}: no such file`);
        }
        for (const s of line.matchAll(SECTION)) {
          const doc = docs.filter((d) => d.index + d[0].length <= s.index).pop();
          if (!doc) {
            if (!OTHER_DOCUMENT.test(line.slice(0, s.index))) {
              report(
                file,
                i + 1,
                `${s[0]} names no document: cite it as docs/product.md ${s[0]} (or the doc it is in)`,
              );
            }
            continue;
          }
          if (!exists(doc[1])) continue;
          const number = s[1];
          const has = headingsFor(doc[1]).titles.some((t) => new RegExp(`^§ ?${number}(?!\\d)`).test(t));
          if (!has) report(file, i + 1, `cites ${doc[1]} §${number}: it has no heading starting §${number}`);
        }
      });
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--root');
  const root =
    i === -1 ? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..') : path.resolve(process.argv[i + 1]);
  const problems = checkDocs(root);
  for (const p of problems) console.error(p);
  console.log(
    problems.length
      ? `docs: ${problems.length} broken link(s) or citation(s)`
      : 'docs: every Markdown link and every citation in code resolves',
  );
  process.exit(problems.length ? 1 : 0);
}
