// One flat config for the whole workspace, every file included: type-aware rules for
// TypeScript, js.configs.recommended for the plain JavaScript (tools/, *.mjs, *.cjs, the
// rspack and jest configs), and for all of them the house rules of docs/architecture.md
// ("Rules every file keeps"): the Nx module boundaries by tag, no test helper in
// production code, no relative import into another project, and short files.
// libs/server/testing/test/lint-rules.spec.ts proves each rule fails on a violation.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const TS = ['**/*.ts', '**/*.tsx'];
const JS = ['**/*.js', '**/*.mjs', '**/*.cjs'];
/** Tests and their helpers: the only files that may import `type:testing` projects and `/testing` subpaths. */
const TESTS = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/test/**',
  '**/e2e/**',
  '**/testing/**',
  '**/*test-kit.{ts,tsx}',
  '**/*.fixtures.{ts,tsx}',
  '**/bench/**',
  'tools/test/**',
];
/** Projects that are test helpers themselves (tag type:testing). */
const TESTING_PROJECTS = ['libs/server/testing/**', 'libs/server/stripe-stand-in/**'];

const TESTING_ONLY = {
  group: ['@chefs/*/testing', '@chefs/*/testing/*'],
  message: 'Test helpers are for tests: import them from a spec or a test/ file only.',
};
const DEMO_ONLY = {
  group: ['@chefs/db/demo'],
  message: 'The demo data (accounts, password, seed) is for the dev-idp and the tests only.',
};
/** The scope of each app (portal remotes, shell, services, k8s): its own code, plus the shared libs. */
const APP_SCOPES = [
  ...['public', 'customer', 'chef', 'admin', 'shell'],
  ...['public-bff', 'customer-bff', 'chef-bff', 'admin-bff', 'gateway', 'dev-idp', 'worker', 'ops'],
];
const restrictedImports = (patterns) => ['error', { patterns }];

/**
 * What each project may import, by its tags (package.json `nx.tags`):
 * - platform: shared code runs anywhere; web and node code never meet.
 * - type: apps (remote, host, service, ops) import libs, never each other; `type:testing`
 *   (test helpers, the Stripe stand-in) is for tests only (see `inTests`).
 * - scope: an app's own code stays in its app; only `scope:shared` libs are shared (a lib for
 *   one portal would carry that portal's scope). Checked before type: an import breaking both
 *   reports its scope.
 * - `type:ui`, the design system, is presentational: no API client, no server lib.
 */
function boundaries({ inTests }) {
  const libs = inTests ? ['type:lib', 'type:testing'] : ['type:lib'];
  return [
    'error',
    {
      enforceBuildableLibDependency: false,
      // k8s/scripts/generate-routes.ts imports the route table dynamically after installing a resolve hook.
      checkDynamicDependenciesExceptions: ['@chefs/contracts'],
      // The workspace's own build and test tooling, which a project's jest and rspack configs load by path.
      allow: ['^(\\.\\./)+jest\\.(web-)?preset\\.cjs$', '^(\\.\\./)+tools/rspack/[\\w.-]+\\.mjs$'],
      depConstraints: [
        { sourceTag: 'platform:shared', onlyDependOnLibsWithTags: ['platform:shared'] },
        { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:shared'] },
        { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:shared'] },
        { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
        ...APP_SCOPES.map((s) => ({
          sourceTag: `scope:${s}`,
          onlyDependOnLibsWithTags: [`scope:${s}`, 'scope:shared'],
        })),
        { sourceTag: 'type:lib', onlyDependOnLibsWithTags: libs },
        { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:lib', 'type:testing'] },
        { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['platform:shared'] },
        { sourceTag: 'type:remote', onlyDependOnLibsWithTags: libs },
        { sourceTag: 'type:host', onlyDependOnLibsWithTags: libs },
        { sourceTag: 'type:service', onlyDependOnLibsWithTags: libs },
        { sourceTag: 'type:ops', onlyDependOnLibsWithTags: libs },
      ],
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'test-results/**',
      '.data/**',
      '.nx/**',
      '**/public/**',
    ],
  },
  js.configs.recommended,
  {
    files: TS,
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
        emitDecoratorMetadata: true,
        experimentalDecorators: true,
      },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Plain JavaScript runs in Node: scripts, configs, the k8s migration wait.
    files: JS,
    languageOptions: { ecmaVersion: 'latest', globals: { ...globals.node } },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    plugins: { '@nx': nx },
    rules: {
      // Also refuses a relative or absolute import of another project's files (`../../libs/...`).
      '@nx/enforce-module-boundaries': boundaries({ inTests: false }),
      // Small files: the largest reasonable source file is under 300 lines of code.
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Seed data tables (rows of demo recipes and bookings) are data, not code to read in one go.
    files: ['**/seed/*.data.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    files: TESTS,
    rules: {
      '@nx/enforce-module-boundaries': boundaries({ inTests: true }),
      // A spec holds every case of one unit; a few need more room than source files.
      'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Test-only code of the libs (createTestDatabase, createSessionCookie...) lives behind
    // `/testing` subpaths that production code may not import; the demo data (its accounts
    // and password, the seed) behind @chefs/db/demo, for the dev-idp only.
    files: [...TS, ...JS],
    ignores: [...TESTS, ...TESTING_PROJECTS],
    rules: { 'no-restricted-imports': restrictedImports([TESTING_ONLY, DEMO_ONLY]) },
  },
  {
    files: ['services/dev-idp/src/**'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': restrictedImports([TESTING_ONLY]) },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
