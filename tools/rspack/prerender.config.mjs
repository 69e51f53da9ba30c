// The renderer of the public pages, at build time (tools/prerender.mjs) and in the gateway on
// request (services/gateway/src/static/server-drawn.ts): the shell's server render
// (shell/src/prerender/render-page.tsx) and the public and customer portals' routes, bundled for Node from
// source. Every npm package stays external, so both bundles share one React, one router and one
// query cache, as the browser's Module Federation singletons do; stylesheets are left out (the
// page inlines the built ones).
import path from 'node:path';
import { rspack } from '@rspack/core';
import { npmPackagesExternal } from './node.config.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** @param {string} outDir  where the bundles go (shell/dist-server: no folder the gateway serves files from) */
export function prerenderConfig(outDir) {
  return {
    context: root,
    target: 'node24',
    mode: 'production',
    entry: {
      shell: './shell/src/prerender/render-page.tsx',
      public: './mfe-public/src/routes/PublicRoutes.tsx',
      customer: './mfe-customer/src/routes/CustomerRoutes.tsx',
    },
    output: {
      path: outDir,
      filename: '[name].cjs',
      chunkFilename: '[name].[id].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    optimization: { minimize: false, splitChunks: false },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      tsConfig: { configFile: path.join(root, 'tsconfig.base.json') },
    },
    externalsPresets: { node: true },
    externals: [npmPackagesExternal],
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2023',
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.IgnorePlugin({ resourceRegExp: /\.css$/ }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    ],
    stats: 'errors-warnings',
  };
}
