// Shared rspack config for the micro-frontends (shell and remotes): TSX through SWC,
// Tailwind 4 through PostCSS, Module Federation with shared singletons and a shared API client.
// Each project's rspack.config.mjs calls `webConfig({...})`; the services' is node.config.mjs.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import tailwindcss from '@tailwindcss/postcss';
import { COMPILE_HINT } from './compile-hint.mjs';
import { CompressAssetsPlugin } from './compress-assets.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const rootDeps = readJson(path.join(root, 'package.json')).dependencies;
const libVersion = (dir) => readJson(path.join(root, dir, 'package.json')).version;

/**
 * A version for `@chefs/api-client` that names its code: `0.0.0-c<hash>` of the source files
 * (tests aside) of the libraries its bundle is made of. Every build from one commit writes the
 * same, and a build from another commit whose client differs writes another (docs/architecture.md,
 * "Shared modules across releases").
 */
export function sourceVersion(dirs) {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    const files = readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(?:ts|tsx|json)$/.test(file) && !/\.spec\.|(?:^|[\\/])testing[\\/]/.test(file))
      .sort();
    for (const file of files)
      hash
        .update(`${dir}/${file}\0`)
        .update(readFileSync(path.join(root, dir, file)))
        .update('\0');
  }
  return `0.0.0-c${hash.digest('hex').slice(0, 12)}`;
}
const API_CLIENT_VERSION = sourceVersion([
  'libs/web/api-client/src',
  'libs/shared/contracts/src',
  'libs/shared/domain/src',
  'libs/web/ui/src',
]);

/**
 * The browsers the bundles are built for, at or below Tailwind 4's own floor (it names Safari
 * 16.4, Chrome 111 and Firefox 128). SWC lowers the JavaScript to them and Lightning CSS the
 * stylesheets. Without targets of its own, rspack's CSS minimizer lowered every sheet to
 * "fully supports es6" browsers (Chrome 51, Safari 10): each logical property became a pair of
 * rules over 19 `:lang()` selectors, each `:is()` three prefixed copies, each `::backdrop`
 * rule a `::-ms-backdrop` twin, for browsers that cannot run the app at all.
 */
export const BROWSER_TARGETS = 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4';

/**
 * Several Tailwind builds share a page (the shell's and each loaded remote's). Their
 * utilities would fight by load order: a remote's later `.hidden` beats the shell's
 * `md:flex` on the same element. So a remote's utilities are scoped under its root
 * element (`<div data-remote="<name>">`): they win inside the remote, whose sheet holds
 * every class it uses in the right order, and never touch the shell or another remote.
 * Base styles and theme variables are identical in every build and stay global.
 */
function scopeUtilities(scope) {
  const insideRule = (node, layer) => {
    for (let p = node.parent; p && p !== layer; p = p.parent) if (p.type === 'rule') return true;
    return false;
  };
  return {
    postcssPlugin: 'chefs-scope-utilities',
    OnceExit(root) {
      root.walkAtRules('layer', (layer) => {
        if (layer.params.trim() !== 'utilities' || !layer.nodes) return;
        layer.walkRules((rule) => {
          if (!insideRule(rule, layer)) rule.selectors = rule.selectors.map((sel) => `${scope} ${sel}`);
        });
      });
    },
  };
}

/** Dev-server ports of the web projects (all clear of 8080 and 3001-3006). */
export const DEV_PORTS = { shell: 4200, public: 4201, customer: 4202, chef: 4203, admin: 4204 };

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion, strictVersion: false });

/**
 * One copy of each on any page (docs/architecture.md): react with its subpaths, the router, the query
 * cache, the toast store, and the API client while the shell and the portal come from one commit.
 */
const sharedSingletons = {
  react: singleton(rootDeps.react),
  'react/jsx-runtime': singleton(rootDeps.react),
  'react/jsx-dev-runtime': singleton(rootDeps.react),
  'react-dom': singleton(rootDeps['react-dom']),
  'react-dom/client': singleton(rootDeps['react-dom']),
  'react-router': singleton(rootDeps['react-router']),
  '@tanstack/react-query': singleton(rootDeps['@tanstack/react-query']),
  // The design system is not shared whole: each bundle takes the components it uses, tree-shaken
  // (a shared module is never tree-shaken: all of @chefs/ui cost the first load 30.8 KiB brotli).
  // Its one piece of page-wide state, the toast store, is shared by file: every import of it,
  // the shell's Toaster and a remote's toast() alike, resolves to one copy.
  [path.join(root, 'libs/web/ui/src/toast/toast-store.ts')]: {
    ...singleton(libVersion('libs/web/ui')),
    version: libVersion('libs/web/ui'),
    shareKey: '@chefs/ui/toast-store',
  },
  // Not a singleton, and taken only at its own version: a portal built from another commit than
  // the shell that loaded it (a portal's image rolled out alone, or before the gateway's) runs on
  // its own copy instead of the shell's, which may lack what it calls. From one release, every
  // portal takes the shell's one copy. It holds no state of its own (the query cache is
  // TanStack's, a singleton), so two copies on a page only cost the second's bytes.
  '@chefs/api-client': {
    singleton: false,
    requiredVersion: API_CLIENT_VERSION,
    version: API_CLIENT_VERSION,
    strictVersion: false,
  },
};

/**
 * Production builds share only the part of react-router the projects import (a module is
 * shared whole, so react-router itself cost every page 50 KiB brotli): same key, same
 * singleton rule, its own version (tools/rspack/react-router-shared.mjs).
 */
const slimReactRouter = {
  ...sharedSingletons['react-router'],
  import: path.join(root, 'tools/rspack/react-router-shared.mjs'),
  version: readJson(path.join(root, 'node_modules/react-router/package.json')).version,
};

/**
 * Production builds take their shared singletons without a version check. Every portal is built from
 * this repository's one lockfile, so a portal can only ever meet the versions it was built with, and
 * the check only warns (strictVersion is off). The federation runtime made it with a semver of its
 * own that builds its regular expressions anew on every call: a V8 profile of cold loads of /chefs
 * sampled about 9 ms of the app's start in it. Development builds keep it. docs/performance.md,
 * "Shared modules without a version check". The API client keeps its exact version: that check is
 * what lets a portal from another commit run on its own copy (sourceVersion).
 */
const withoutVersionCheck = (shared) =>
  Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [
      key,
      config.singleton ? { ...config, requiredVersion: false } : config,
    ]),
  );

/**
 * The compile hint (compile-hint.mjs) as the first line of each JavaScript file. Measured on cold
 * loads of the landing page, 12 alternating loads each: the main thread's own time after the first
 * paint 215 -> 141 ms, compiling on it 117 -> 1 ms; the page's JavaScript heap 3.40 -> 3.87 MB
 * (bytecode of functions never called).
 */
const compileHints = () =>
  new rspack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });

/**
 * The shell's start in two files instead of eleven. Module Federation gives every shared module an
 * async chunk of its own (react, its jsx runtime, react-dom and react-dom/client, the router and
 * its facade, the query cache, the API client, the toast store, the contracts they read), so the
 * app's start fetched eleven scripts, each a request for the browser and the gateway and a script
 * tag the federation runtime inserts on the main thread. Every page starts with all of them, so
 * they are grouped: the third-party framework (which changes seldom and stays cached across our
 * releases) and our shared libraries. Sharing is untouched: the same modules, provided by the
 * shell and taken by the portals from the share scope; a chunk only decides which file holds
 * them. The shell's production build only. docs/performance.md, "The start in fewer files".
 */
const startChunks = {
  chunks: 'async',
  cacheGroups: {
    framework: {
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
      name: 'framework',
      enforce: true,
      priority: 40,
    },
    sharedLibs: {
      test: /[\\/](libs[\\/]web[\\/]api-client|libs[\\/]web[\\/]ui[\\/]src[\\/]toast[\\/]toast-store|libs[\\/]shared[\\/]contracts|tools[\\/]rspack[\\/]react-router-shared)[\\/.]/,
      name: 'shared-libs',
      enforce: true,
      priority: 30,
    },
  },
};

const favicon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%231f3d2e'/%3E%3Cpath d='M9 20h14v3H9zM10 19c-2-1-3-3-2-5s3-3 5-2c1-2 5-2 6 0 2-1 4 0 5 2s0 4-2 5z' fill='%23dfa878'/%3E%3C/svg%3E";

/**
 * What a browser without JavaScript shows above the page. A page drawn on the server (the landing
 * page, the catalogues, a recipe) still reads without it, so the notice is a bar above the
 * header, not the page; on a page drawn in the browser it is all there is. Inline styles: such a
 * page's stylesheets are loaded by its scripts, so without JavaScript it has none, not even the
 * reset of the body's margin that would otherwise frame the bar in white.
 */
const NO_SCRIPT_NOTICE =
  '<style>body{margin:0}</style>' +
  '<p style="margin:0;padding:10px 16px;background:#1f3d2e;color:#fff;font:15px/1.4 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;text-align:center">' +
  'Turn on JavaScript to use Chefs Atlanta: searching, signing in and booking need it.</p>';

function htmlTemplate(title, head = '') {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#1f3d2e" />
    <meta name="description" content="Book vetted private chefs in metro Atlanta for meal prep and private dinners." />
    <link rel="icon" href="${favicon}" />
    <title>${title}</title>${head ? `\n    ${head}` : ''}
  </head>
  <body>
    <noscript>${NO_SCRIPT_NOTICE}</noscript>
    <div id="root"></div>
  </body>
</html>`;
}

/** A bundle's `output.uniqueName`: its chunks, its CSS links (`data-rspack`) and its globals are named by it. */
export const uniqueNameOf = (name) => `chefs_${name}`;

/**
 * @param {object} opts
 * @param {'shell'|'public'|'customer'|'chef'|'admin'} opts.name  federation name
 * @param {string} opts.projectDir  the project folder (import.meta.dirname)
 * @param {Record<string,string>} [opts.exposes]  remotes only
 * @param {string} opts.title  document title
 * @param {Record<string, unknown>} [opts.env]  what the rspack CLI passes (RSPACK_SERVE under `rspack serve`)
 * @param {(app: NonNullable<import('@rspack/dev-server').RspackDevServer['app']>) => void} [opts.devMiddleware]  extra dev-server routes
 * @param {object[]} [opts.devProxy]  extra dev-server proxies
 * @param {string} [opts.head]  extra tags for the page's <head> (the host's web app manifest)
 */
export function webConfig({ name, projectDir, exposes, title, env = {}, devMiddleware, devProxy = [], head = '' }) {
  const isHost = !exposes;
  const dev = Boolean(env.RSPACK_SERVE) || process.env.NODE_ENV === 'development';
  return {
    context: projectDir,
    mode: dev ? 'development' : 'production',
    target: 'web',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(projectDir, 'dist'),
      // The shell is served at / for every deep link (SPA fallback): absolute paths.
      // A remote finds its own files wherever it is mounted (/remotes/<name>/ or a dev server).
      publicPath: isHost ? '/' : 'auto',
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      cssFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      uniqueName: uniqueNameOf(name),
      clean: true,
    },
    // Production bundles carry no source maps: whatever serves dist/ (the gateway, the portals'
    // nginx images, a CDN) would hand out the whole source. WEB_SOURCE_MAPS=hidden builds them
    // without a reference in the bundles, for uploading to an error tracker, never to serve.
    devtool: dev
      ? 'eval-cheap-module-source-map'
      : process.env.WEB_SOURCE_MAPS === 'hidden'
        ? 'hidden-source-map'
        : false,
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      tsConfig: { configFile: path.join(root, 'tsconfig.base.json') },
    },
    experiments: { css: true },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: dev } },
            },
            env: { targets: BROWSER_TARGETS },
          },
          type: 'javascript/auto',
        },
        {
          test: /\.css$/,
          use: [
            {
              loader: 'postcss-loader',
              options: {
                postcssOptions: {
                  plugins: isHost ? [tailwindcss()] : [tailwindcss(), scopeUtilities(`[data-remote="${name}"]`)],
                },
              },
            },
          ],
          type: 'css/auto',
        },
        // The federation runtime starts without reading localStorage (federation-no-storage-loader.mjs).
        ...(dev
          ? []
          : [
              {
                test: /[\\/]node_modules[\\/]@module-federation[\\/]sdk[\\/]dist[\\/].+\.(?:m?js|cjs)$/,
                loader: path.join(import.meta.dirname, 'federation-no-storage-loader.mjs'),
              },
            ]),
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost
          ? { remotes: {}, shareStrategy: 'loaded-first' }
          : // "public" is a reserved word, so the container is a window property, not a `var`.
            { filename: 'remoteEntry.js', exposes, library: { type: 'window', name } }),
        shared: dev ? sharedSingletons : withoutVersionCheck({ ...sharedSingletons, 'react-router': slimReactRouter }),
        manifest: !isHost,
        dts: false,
        // Production: the shell hands its federation runtime to the remotes (a global), so each
        // remote entry stops carrying a copy of its own (issue 11). A production remote then runs
        // under our shell only; `rspack serve` keeps standalone remotes whole.
        ...(dev ? {} : { experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true } }),
        dev: dev
          ? { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true }
          : false,
      }),
      new rspack.HtmlRspackPlugin({ templateContent: htmlTemplate(title, head), scriptLoading: 'defer' }),
      // Every chunk starts with V8's explicit compile hint: the browser compiles all its functions
      // while the file downloads, on a background thread, instead of each one on the main thread
      // the first time it runs. A chunk is only fetched when a screen needs it, so most of its
      // code runs at once (React DOM's hydration, the router, the app's modules). After the
      // minifier (which drops comments), before the content hash. docs/performance.md, "Compile hints".
      ...(dev ? [] : [compileHints()]),
      // Brotli and gzip copies beside each text file, served by Accept-Encoding (the gateway's send-file).
      ...(dev ? [] : [new CompressAssetsPlugin()]),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // WEB_NO_MINIFY=1: a production build with readable names, for a CPU profile of the page
      // (docs/performance.md, "Long tasks"); never for what is served.
      ...(process.env.WEB_NO_MINIFY
        ? { minimize: false }
        : {
            // rspack's two default minimizers, the CSS one with our targets ('...' would add the default one too).
            minimizer: [
              new rspack.SwcJsMinimizerRspackPlugin(),
              new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGETS } }),
            ],
          }),
      ...(isHost && !dev ? { splitChunks: startChunks } : {}),
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: DEV_PORTS[name],
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: { errors: true, warnings: false } },
      headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/oidc'], target: 'http://localhost:8080', changeOrigin: false }, ...devProxy],
      setupMiddlewares: (middlewares, server) => {
        devMiddleware?.(server.app);
        return middlewares;
      },
    },
  };
}
