import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

/**
 * The house rules of docs/architecture.md really fail lint: the module boundaries by tag
 * (platform, type, scope, type:testing, type:ui), the `/testing` and `/demo` subpaths, relative
 * imports into another project, max-lines, and plain JavaScript in tools/. Each probe is a
 * real file of its project, linted with the workspace's eslint.config.mjs; all probes are
 * linted in one ESLint run.
 */
const root = path.resolve(__dirname, '../../../..');
const tag = `probe-${process.pid}`;

interface Message {
  ruleId: string | null;
  message: string;
}

/** Probe name -> [file relative to the root, code]. */
const PROBES = {
  webToServer: ['mfe-chef/src/P.ts', "import { User } from '@chefs/db';\nexport const probe = User;\n"],
  remoteToRemote: [
    'mfe-admin/src/P.ts',
    "import PublicRoutes from '@chefs/mfe-public/src/routes/PublicRoutes';\nimport { App } from '@chefs/shell/src/app/App';\nexport const probe = [PublicRoutes, App];\n",
  ],
  sharedToWeb: ['libs/shared/domain/src/P.ts', "import { Button } from '@chefs/ui';\nexport const probe = Button;\n"],
  remoteToLibs: [
    'mfe-chef/src/P.ts',
    "import { Button } from '@chefs/ui';\nimport { MESSAGES } from '@chefs/contracts';\nexport const probe = [Button, MESSAGES];\n",
  ],
  uiToApiClient: [
    'libs/web/ui/src/P.ts',
    "import { useAuth } from '@chefs/api-client';\nexport const probe = useAuth;\n",
  ],
  serviceToTesting: [
    'services/public-bff/src/P.ts',
    "import { sameOriginHttp } from '@chefs/testing';\nexport const probe = sameOriginHttp;\n",
  ],
  libToTesting: [
    'libs/server/queue/src/P.ts',
    "import { startStripeStandIn } from '@chefs/stripe-stand-in';\nexport const probe = startStripeStandIn;\n",
  ],
  specToTesting: [
    'services/public-bff/src/P.spec.ts',
    "import { sameOriginHttp } from '@chefs/testing';\nimport { createTestDatabase } from '@chefs/db/testing';\nexport const probe = [sameOriginHttp, createTestDatabase];\n",
  ],
  serviceToTestingSubpath: [
    'services/worker/src/P.ts',
    "import { createTestDatabase } from '@chefs/db/testing';\nimport { createSessionCookie } from '@chefs/auth/testing';\nexport const probe = [createTestDatabase, createSessionCookie];\n",
  ],
  remoteToTestingSubpath: [
    'mfe-admin/src/P.ts',
    "import { installFakeFetch } from '@chefs/api-client/testing';\nexport const probe = installFakeFetch;\n",
  ],
  bffToDemo: [
    'services/admin-bff/src/P.ts',
    "import { DEMO_PASSWORD } from '@chefs/db/demo';\nexport const probe = DEMO_PASSWORD;\n",
  ],
  devIdpToDemo: [
    'services/dev-idp/src/P.ts',
    "import { DEMO_PASSWORD } from '@chefs/db/demo';\nexport const probe = DEMO_PASSWORD;\n",
  ],
  serviceToService: [
    'services/customer-bff/src/P.ts',
    "import { AppModule } from '@chefs/public-bff/src/app.module';\nexport const probe = AppModule;\n",
  ],
  relativeIntoLib: [
    'services/chef-bff/src/P.ts',
    "import { API_ROUTES } from '../../../libs/shared/contracts/src/routes';\nexport const probe = API_ROUTES;\n",
  ],
  relativeFromConfig: [
    'mfe-public/P.mjs',
    "import { webConfig } from '../shell/rspack.config.mjs';\nexport const probe = webConfig;\n",
  ],
  configToTools: [
    'mfe-public/P.mjs',
    "import { webConfig } from '../tools/rspack/web.config.mjs';\nexport const probe = webConfig;\n",
  ],
  longSource: [
    'libs/shared/domain/src/P.ts',
    Array.from({ length: 301 }, (_, i) => `export const line${i} = ${i};\n`).join(''),
  ],
  shortSource: [
    'libs/shared/domain/src/P.ts',
    `// ${'comment\n//'.repeat(50)}\n${Array.from({ length: 300 }, (_, i) => `export const line${i} = ${i};\n\n`).join('')}`,
  ],
  badToolScript: [
    'tools/P.mjs',
    "import fs from 'node:fs';\nconst unused = 1;\nexport function probe() {\n  return fs.existsSync(missingName);\n}\n",
  ],
  goodToolScript: [
    'tools/P.mjs',
    "import fs from 'node:fs';\nexport const probe = () => fs.existsSync(process.cwd());\n",
  ],
} satisfies Record<string, [string, string]>;

type Probe = keyof typeof PROBES;
const fileOf = (probe: Probe) => {
  const [file] = PROBES[probe];
  return path.join(root, file.replace('P.', `${tag}-${probe}.`));
};

let results: Map<Probe, Message[]>;

beforeAll(() => {
  const probes = Object.keys(PROBES) as Probe[];
  for (const p of probes) fs.writeFileSync(fileOf(p), PROBES[p][1]);
  try {
    // ESLint runs in its own process: its flat config is an ES module, which jest's VM cannot import.
    const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');
    let out: string;
    try {
      out = execFileSync(process.execPath, [eslintBin, '--format', 'json', ...probes.map(fileOf)], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (err) {
      out = (err as { stdout: string }).stdout; // exit 1 when a probe has lint errors
    }
    const byFile = new Map(
      (JSON.parse(out) as { filePath: string; messages: Message[] }[]).map((r) => [r.filePath, r.messages]),
    );
    results = new Map(probes.map((p) => [p, byFile.get(fileOf(p)) ?? [{ ruleId: null, message: 'not linted' }]]));
  } finally {
    for (const p of probes) fs.rmSync(fileOf(p), { force: true });
  }
}, 300_000);

const messagesOf = (probe: Probe, ruleId: string) =>
  results
    .get(probe)!
    .filter((m) => m.ruleId === ruleId)
    .map((m) => m.message);
const boundaries = (probe: Probe) => messagesOf(probe, '@nx/enforce-module-boundaries');
const restricted = (probe: Probe) => messagesOf(probe, 'no-restricted-imports');
/** Every message, whatever its rule (a parse error has none). */
const all = (probe: Probe) => results.get(probe)!.map((m) => `${m.ruleId}: ${m.message}`);

describe('module boundaries', () => {
  it('keep browser code off server libs', () => {
    expect(boundaries('webToServer')).toEqual([expect.stringContaining('platform:web')]);
  });

  it('keep remotes out of each other and out of the shell', () => {
    const messages = boundaries('remoteToRemote');
    expect(messages).toHaveLength(2);
    for (const m of messages)
      expect(m).toContain('"scope:admin" can only depend on libs tagged with "scope:admin", "scope:shared"');
  });

  it('keep services out of each other', () => {
    expect(boundaries('serviceToService')).toEqual([expect.stringContaining('"scope:customer-bff"')]);
  });

  it('keep shared libs free of browser and server libs', () => {
    expect(boundaries('sharedToWeb')).toEqual([expect.stringContaining('platform:shared')]);
  });

  it('keep the design system away from the API client', () => {
    // type:ui may only use platform-free libs. While the API client builds on the design system
    // the import is also a cycle, which the rule reports first; either way it fails, and the
    // design system keeps its tag.
    const { nx } = JSON.parse(fs.readFileSync(path.join(root, 'libs/web/ui/package.json'), 'utf8')) as {
      nx: { tags: string[] };
    };
    expect(nx.tags).toContain('type:ui');
    expect(boundaries('uiToApiClient')).toEqual([
      expect.stringMatching(
        /"type:ui" can only depend on libs tagged with "platform:shared"|^Circular dependency between "@chefs\/ui" and "@chefs\/api-client"/,
      ),
    ]);
  });

  it('let a remote use the shared libs', () => {
    expect(all('remoteToLibs')).toEqual([]);
  });
});

describe('test helpers stay in tests', () => {
  it('refuse a type:testing project in production code', () => {
    expect(boundaries('serviceToTesting')).toEqual([expect.stringContaining('type:service')]);
    expect(boundaries('libToTesting')).toEqual([expect.stringContaining('type:lib')]);
  });

  it('refuse the /testing subpaths in production code, server and browser', () => {
    expect(restricted('serviceToTestingSubpath')).toEqual([
      expect.stringContaining('Test helpers are for tests'),
      expect.stringContaining('Test helpers are for tests'),
    ]);
    expect(restricted('remoteToTestingSubpath')).toEqual([expect.stringContaining('Test helpers are for tests')]);
  });

  it('let a spec import them', () => {
    expect(all('specToTesting')).toEqual([]);
  });

  it('keep the demo data to the dev-idp', () => {
    expect(restricted('bffToDemo')).toEqual([expect.stringContaining('dev-idp')]);
    expect(all('devIdpToDemo')).toEqual([]);
  });
});

describe('relative imports', () => {
  it('refuse a relative import of another project, from TypeScript and from a config', () => {
    expect(boundaries('relativeIntoLib')).toEqual([expect.stringContaining('relative or absolute path')]);
    expect(boundaries('relativeFromConfig')).toEqual([expect.stringContaining('relative or absolute path')]);
  });

  it("let a project's config load the workspace's rspack tooling", () => {
    expect(all('configToTools')).toEqual([]);
  });
});

describe('max-lines', () => {
  it('refuses a source file over 300 lines of code', () => {
    expect(messagesOf('longSource', 'max-lines')).toEqual([expect.stringContaining('Maximum allowed is 300')]);
  });

  it('counts neither blank lines nor comments', () => {
    expect(all('shortSource')).toEqual([]);
  });
});

describe('plain JavaScript in tools/', () => {
  it('is linted: an undefined name and an unused variable fail', () => {
    expect(messagesOf('badToolScript', 'no-undef')).toEqual([expect.stringContaining('missingName')]);
    expect(messagesOf('badToolScript', 'no-unused-vars')).toEqual([expect.stringContaining('unused')]);
  });

  it('passes when clean', () => {
    expect(all('goodToolScript')).toEqual([]);
  });
});
