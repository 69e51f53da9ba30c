// Shared rspack config for the Node services: bundles the service and the
// workspace libs (@chefs/*) from source, leaves every npm package external.
import path from 'node:path';
import { rspack } from '@rspack/core';

const root = path.resolve(import.meta.dirname, '../..');

/** rspack `externals`: every npm package is required at run time; the workspace libs (@chefs/*) are bundled. */
export function npmPackagesExternal({ request }, callback) {
  if (!request || request.startsWith('.') || request.startsWith('/') || request.startsWith('@chefs/'))
    return callback();
  return callback(null, 'commonjs ' + request);
}

/** `rspack build -c <this> [--env entry=./src/cli.ts --env filename=cli.js]` from a project folder. */
export default function nodeConfig(env = {}) {
  const projectDir = process.cwd();
  const entry = env.entry ?? './src/main.ts';
  const filename = env.filename ?? 'main.js';
  return {
    context: projectDir,
    target: 'node24',
    mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
    entry: { main: entry },
    output: {
      path: path.join(projectDir, 'dist'),
      filename,
      clean: filename === 'main.js',
      library: { type: 'commonjs2' },
    },
    devtool: 'source-map',
    optimization: { minimize: false },
    resolve: {
      extensions: ['.ts', '.js', '.json'],
      tsConfig: { configFile: path.join(root, 'tsconfig.base.json') },
    },
    externalsPresets: { node: true },
    externals: [npmPackagesExternal],
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', decorators: true },
              transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
              target: 'es2023',
              keepClassNames: true,
            },
          },
        },
      ],
    },
    plugins: [new rspack.BannerPlugin({ banner: 'require("reflect-metadata");', raw: true, entryOnly: true })],
    ignoreWarnings: [/Critical dependency/, /Can't resolve/],
    stats: 'errors-warnings',
  };
}
