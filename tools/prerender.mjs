// Prerendered pages (issue 11), the last step of the shell's build: the public pages a visitor
// opens first, rendered to HTML with the real components (tools/rspack/prerender.config.mjs),
// with the shell's and the public portal's stylesheets inline, so the first paint waits for
// neither JavaScript nor a stylesheet. The browser hydrates them (shell/src/bootstrap.tsx).
//
// Writes shell/dist/prerendered/<path>.html (index.html for /), with .br and .gz copies, which
// the gateway serves to requests without a session cookie (services/gateway/src/static/
// prerendered.ts). Needs mfe-public's and mfe-customer's builds (their stylesheets).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { compressFiles } from './rspack/compress-assets.mjs';
import PRERENDERED from '@chefs/contracts/prerendered.json' with { type: 'json' };
import { prerenderConfig } from './rspack/prerender.config.mjs';
import { uniqueNameOf } from './rspack/web.config.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SHELL_DIST = path.join(ROOT, 'shell', 'dist');
const OUT = path.join(SHELL_DIST, PRERENDERED.directory);
// The renderer's bundles, which the gateway also loads to draw a recipe's or a dish's page, and
// a customer's chef profile or home, on request (services/gateway/src/static/server-drawn.ts),
// with the page templates it fills.
const BUNDLES = path.join(ROOT, 'shell', PRERENDERED.server.directory);

/** The pages; each is the same for every signed-out visitor (lists show their skeletons). */
const PAGES = ['/', '/recipes', '/meals', '/chefs', '/signin', '/chef-signin'];
const SIGNED_OUT_SHELL = PRERENDERED.signedOutShell;

function compile(config) {
  return new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/**
 * The CSS a page of `remote` needs before any script runs: the shell's, and that portal's routes'.
 * Each as its text (inlined) and as what the bundles' runtimes will ask for once they start:
 * its URL and the chunk it belongs to.
 */
function stylesheets(remote) {
  const dist = path.join(ROOT, `mfe-${remote}`, 'dist');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build mfe-${remote} first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const routes = manifest.exposes.find((e) => e.path === './routes');
  const shellCss = fs.readdirSync(SHELL_DIST).filter((f) => f.endsWith('.css'));
  return [
    ...shellCss.map((f) => ({ dir: SHELL_DIST, file: f, url: `/${f}`, bundle: uniqueNameOf('shell') })),
    ...routes.assets.css.sync.map((f) => ({
      dir: dist,
      file: f,
      url: `/remotes/${remote}/${f}`,
      bundle: uniqueNameOf(remote),
    })),
  ].map(({ dir, file, url, bundle }) => ({
    css: fs.readFileSync(path.join(dir, file), 'utf8'),
    url,
    // web.config.mjs names a chunk's stylesheet `[name].[contenthash:10].css`, and an unnamed
    // chunk's name is its id; rspack's CSS loading marks its links `data-rspack="<uniqueName>:chunk-<id>"`.
    rspackKey: `${bundle}:chunk-${file.split('.')[0]}`,
  }));
}

/**
 * The stylesheets, inline, so the first paint waits for none of them. When the scripts start,
 * rspack's CSS loading (by `data-rspack`) and Module Federation's asset preloading (by `href`)
 * would each add the same stylesheet again as a `<link>`: the browser would parse it and restyle
 * the whole page once more (two recalculations of 50 to 70 ms each on the landing page, traced
 * under Lighthouse). A `disabled` link is not fetched, and both runtimes take it as the sheet
 * already in place.
 */
function inlineStyles(sheets) {
  return sheets
    .map(
      ({ css, url, rspackKey }) =>
        `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${url}" data-rspack="${rspackKey}" disabled>`,
    )
    .join('');
}

process.env.NODE_ENV = 'production'; // React's production build, as in the browser
const started = Date.now();
await compile(prerenderConfig(BUNDLES));
const load = createRequire(import.meta.url);
const { renderPage, withPageHead } = load(path.join(BUNDLES, 'shell.cjs'));
const PublicRoutes = load(path.join(BUNDLES, 'public.cjs')).default;

const template = fs.readFileSync(path.join(SHELL_DIST, 'index.html'), 'utf8');
const ROOT_DIV = '<div id="root"></div>';
if (!template.includes(ROOT_DIV)) throw new Error(`shell/dist/index.html has no ${ROOT_DIV}`);

// Per portal, the page with its styles inline and a mark where a page goes and one where its
// reads go: the gateway fills them on request, and the prerendered pages below are filled here
// (with no reads) from the public portal's.
const { pageMark, dataMark } = PRERENDERED.server;
const templates = Object.fromEntries(
  Object.entries(PRERENDERED.server.templates).map(([remote, file]) => {
    const page = template
      .replace('</head>', `${inlineStyles(stylesheets(remote))}</head>`)
      .replace(ROOT_DIV, `<div id="root" data-prerendered="">${pageMark}</div>${dataMark}`);
    fs.writeFileSync(path.join(BUNDLES, file), page);
    return [remote, page];
  }),
);
const pageTemplate = templates.public;

fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });
const files = [];
for (const url of PAGES) {
  const name = url === '/' ? PRERENDERED.indexPage : url.slice(1);
  const body = await renderPage(url, { public: PublicRoutes });
  const html = withPageHead(pageTemplate, body)
    .replace(pageMark, () => body)
    .replace(dataMark, '');
  fs.writeFileSync(path.join(OUT, `${name}.html`), html);
  files.push(`${name}.html`);
}
// Every other page, for a visitor without a session cookie: the plain shell, marked as signed
// out so it need not ask GET /api/auth/user (whose 401 Chrome logs as a failed request). The
// leading underscore keeps it out of the page names the gateway looks up (prerendered.ts).
fs.writeFileSync(
  path.join(OUT, SIGNED_OUT_SHELL),
  template.replace(ROOT_DIV, '<div id="root" data-signed-out=""></div>'),
);
files.push(SIGNED_OUT_SHELL);
await compressFiles(OUT, files);
console.log(`prerendered ${files.length} pages in ${Date.now() - started} ms (shell/dist/prerendered)`);
