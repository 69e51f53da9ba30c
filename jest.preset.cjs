// Shared jest preset: TypeScript through SWC (with decorator metadata for Nest),
// workspace libs resolved from source through tsconfig.base.json paths.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = {};
for (const [name, [target]] of Object.entries(compilerOptions.paths)) {
  moduleNameMapper[`^${name.replace('/', '\\/')}$`] = path.join(__dirname, target);
}

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: {
            legacyDecorator: true,
            decoratorMetadata: true,
            useDefineForClassFields: false,
            react: { runtime: 'automatic' },
          },
          target: 'es2023',
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/test/**/*.spec.ts'],
  setupFiles: [path.join(__dirname, 'tools/jest/setup.cjs')],
  testTimeout: 30000,
  reporters: ['default', path.join(__dirname, 'tools/jest/summary-reporter.cjs')],
};
