import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

/**
 * The workspace's module-boundary rules really refuse what docs/architecture.md forbids:
 * browser code reaching a server lib, a remote importing another remote or the shell,
 * and a shared lib reaching a platform lib. Each probe is linted as a real file of the project.
 */
const root = path.resolve(__dirname, '../../../..');

function lintProbe(project: string, code: string): string[] {
  const file = path.join(root, project, 'src', `boundary-probe-${process.pid}.ts`);
  fs.writeFileSync(file, code);
  try {
    // ESLint runs in its own process: its flat config is an ES module, which jest's VM cannot import.
    const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');
    let out: string;
    try {
      out = execFileSync(process.execPath, [eslintBin, '--format', 'json', file], { cwd: root, encoding: 'utf8' });
    } catch (err) {
      out = (err as { stdout: string }).stdout; // exit 1 when the probe has lint errors
    }
    const [result] = JSON.parse(out) as { messages: { ruleId: string | null; message: string }[] }[];
    return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
  } finally {
    fs.rmSync(file, { force: true });
  }
}

describe('module boundaries', () => {
  jest.setTimeout(120_000);

  it('keep browser code off server libs', () => {
    const messages = lintProbe('mfe-chef', "import { User } from '@chefs/db';\nexport const probe = User;\n");
    expect(messages).toEqual([expect.stringContaining('platform:web')]);
  });

  it('keep remotes out of each other and out of the shell', () => {
    const messages = lintProbe(
      'mfe-admin',
      "import PublicRoutes from '@chefs/mfe-public/src/routes/PublicRoutes';\nimport { App } from '@chefs/shell/src/app/App';\nexport const probe = [PublicRoutes, App];\n",
    );
    expect(messages).toHaveLength(2);
    for (const m of messages) expect(m).toContain('type:remote');
  });

  it('keep shared libs free of browser and server libs', () => {
    const messages = lintProbe(
      'libs/shared/domain',
      "import { Button } from '@chefs/ui';\nexport const probe = Button;\n",
    );
    expect(messages).toEqual([expect.stringContaining('platform:shared')]);
  });

  it('let a remote use the shared libs', () => {
    const messages = lintProbe(
      'mfe-chef',
      "import { Button } from '@chefs/ui';\nimport { MESSAGES } from '@chefs/contracts';\nexport const probe = [Button, MESSAGES];\n",
    );
    expect(messages).toEqual([]);
  });
});
