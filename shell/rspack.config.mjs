// The host. It knows no remote URL at build time: it reads /config.json at start-up.
// `npx rspack serve` serves a dev /config.json pointing at the remotes' dev servers
// (run `npx rspack serve` in each mfe-* folder), or, with SHELL_REMOTES=gateway, takes
// /config.json and /remotes/* from the gateway on :8080.
//
// Two builds: the app, and after it /sw.js, the service worker, as its own un-hashed file at
// the site root (no Module Federation runtime in it). `public/` (the web app manifest and its
// icons) is copied as is.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { BROWSER_TARGETS, DEV_PORTS, webConfig } from '../tools/rspack/web.config.mjs';
import { CompressAssetsPlugin } from '../tools/rspack/compress-assets.mjs';

import topology from '@chefs/contracts/topology.json' with { type: 'json' };

const REMOTES = Object.keys(topology.remotes);
const fromGateway = process.env.SHELL_REMOTES === 'gateway';
const root = path.resolve(import.meta.dirname, '..');

const head = [
  '<link rel="manifest" href="/manifest.webmanifest" />',
  '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
].join('\n    ');

function appConfig(env) {
  const config = webConfig({
    name: 'shell',
    projectDir: import.meta.dirname,
    title: 'Chefs Atlanta · Private chefs in metro Atlanta',
    env,
    head,
    devProxy: fromGateway ? [{ context: ['/config.json', '/remotes'], target: 'http://localhost:8080' }] : [],
    devMiddleware: fromGateway
      ? undefined
      : (app) =>
          app.get('/config.json', (_req, res) => {
            res.json({
              remotes: Object.fromEntries(REMOTES.map((r) => [r, `http://localhost:${DEV_PORTS[r]}/mf-manifest.json`])),
              vapidPublicKey: process.env.VAPID_PUBLIC_KEY ?? '',
            });
          }),
  });
  config.name = 'shell';
  config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }));
  return config;
}

/** /sw.js: a plain worker script, built once the app's build (which cleans dist/) is done. */
function serviceWorkerConfig(env) {
  const dev = Boolean(env.RSPACK_SERVE) || process.env.NODE_ENV === 'development';
  return {
    name: 'service-worker',
    dependencies: ['shell'],
    context: import.meta.dirname,
    mode: dev ? 'development' : 'production',
    target: 'webworker',
    entry: { sw: './src/service-worker/sw.ts' },
    output: {
      path: path.join(import.meta.dirname, 'dist'),
      filename: 'sw.js',
      publicPath: '/',
      clean: false,
      chunkLoading: false,
      iife: true,
    },
    devtool: dev ? false : 'source-map',
    resolve: {
      extensions: ['.ts', '.js', '.json'],
      tsConfig: { configFile: path.join(root, 'tsconfig.base.json') },
    },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript' } },
            env: { targets: BROWSER_TARGETS },
          },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: dev ? [] : [new CompressAssetsPlugin()],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

export default (env) => [appConfig(env), serviceWorkerConfig(env)];
