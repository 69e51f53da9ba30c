// Lets plain `node` run the workspace's TypeScript (Nest decorators and their metadata included)
// the way the Jest preset compiles it: `node -r ./tools/lib/register-ts.cjs file.ts`. The worker's
// fault tests start a real worker process with it, and `npm run bench:worker` runs with it.
// Workspace libraries resolve through node_modules/@chefs (their package main is src/index.ts).
require('reflect-metadata');
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

const OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2023',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...OPTIONS, filename });
  module._compile(code, filename);
};
