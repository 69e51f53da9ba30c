/**
 * The Dockerfiles, read as text (no Docker engine here): what an image of each app must do.
 * The portals share tools/docker/portal.Dockerfile and the backends with the db CLI share
 * tools/docker/backend.Dockerfile, each image with its own build arguments (./images.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICES, type ServiceName } from '@chefs/contracts';
import { BACKENDS_WITH_DB_CLI, imageBuild } from './images';
import { REPO_ROOT } from './manifests';

interface Instruction {
  op: string;
  /** With the build arguments put in, as Docker (or the shell of a RUN) would. */
  args: string;
  /** As written. */
  raw: string;
}
interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}

/**
 * Splits a Dockerfile into stages of instructions (continuations joined, heredoc bodies kept
 * aside, as written: they are quoted), with `buildArgs` (`--build-arg`) in place of `${NAME}`.
 */
function parseDockerfile(
  text: string,
  buildArgs: Record<string, string> = {},
): { args: Record<string, string>; declared: string[]; stages: Stage[]; heredocs: string[] } {
  const lines = text.split('\n');
  const args: Record<string, string> = {};
  const declared: string[] = [];
  const stages: Stage[] = [];
  const heredocs: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    while (line.endsWith('\\')) line = `${line.slice(0, -1)} ${lines[++i].trim()}`;
    const [, op, rest] = /^(\w+)\s+(.*)$/.exec(line.trim()) ?? [];
    const heredoc = /<<"?(\w+)"?/.exec(rest)?.[1];
    if (heredoc) {
      const end = lines.indexOf(heredoc, i + 1);
      heredocs.push(lines.slice(i + 1, end).join('\n'));
      i = end;
    }
    const put = (value: string) => value.replace(/\$\{(\w+)\}/g, (m, v: string) => buildArgs[v] ?? args[v] ?? m);
    const instruction = { op: op.toUpperCase(), args: put(rest), raw: rest };
    if (instruction.op === 'FROM') {
      const [, image, name] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(rest) ?? [];
      stages.push({
        from: image.replace(/\$\{(\w+)\}/g, (_m, v: string) => args[v] ?? stages.find((s) => s.name === v)?.from ?? v),
        name,
        instructions: [],
      });
    } else if (instruction.op === 'ARG' && !stages.length) {
      const [key, value] = rest.split('=');
      declared.push(key);
      if (value !== undefined) args[key] = value;
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return { args, declared, stages, heredocs };
}

const nodeApps = Object.keys(SERVICES) as ServiceName[];
const staticApps = ['shell', 'mfe-public', 'mfe-customer', 'mfe-chef', 'mfe-admin'];
const text = (app: string) => readFileSync(path.join(REPO_ROOT, imageBuild(app).dockerfile), 'utf8');
const read = (app: string) => parseDockerfile(text(app), imageBuild(app).args);
const find = (stage: Stage, op: string) => stage.instructions.filter((i) => i.op === op).map((i) => i.args);
const rawOf = (stage: Stage, op: string) => stage.instructions.filter((i) => i.op === op).map((i) => i.raw);

describe.each([...nodeApps, ...staticApps])('the image of %s', (app) => {
  const { stages, heredocs, declared } = read(app);
  const runtime = stages.at(-1)!;
  const build = stages.find((s) => s.name === 'build')!;

  it('is built with exactly the build arguments its Dockerfile declares without a default', () => {
    const required = declared.filter((name) => !(name in read(app).args));
    expect(Object.keys(imageBuild(app).args).sort()).toEqual(required.sort());
    // A stage sees a build argument only where it declares it again (else it is empty there).
    for (const stage of stages) {
      const used = stage.instructions.flatMap((i) => [...i.raw.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]));
      for (const name of used.filter((n) => required.includes(n)))
        expect({ stage: stage.name, name, declared: rawOf(stage, 'ARG').includes(name) }).toEqual({
          stage: stage.name,
          name,
          declared: true,
        });
    }
  });

  it('installs with npm ci on node:24-bookworm-slim, honouring the install-script policy', () => {
    expect(stages[0].from).toBe('node:24-bookworm-slim');
    const deps = stages.find((s) => s.name === 'deps')!;
    expect(find(deps, 'RUN').join('\n')).toMatch(/npm ci --no-audit --no-fund/);
    expect(
      find(
        stages.find((s) => s.name === 'manifests')!,
        'RUN',
      ).join('\n'),
    ).toContain('.npmrc');
    expect(
      find(
        stages.find((s) => s.name === 'npm')!,
        'RUN',
      ).join('\n'),
    ).toMatch(/npm install --global npm@11\.(1[6-9]|[2-9]\d)/);
  });

  it('builds its own project with Nx', () => {
    expect(build.from).toBe('deps');
    expect(find(build, 'RUN').join('\n')).toMatch(
      new RegExp(`npx nx run(-many -t build -p)? @chefs/${app}(:build)?\\b`),
    );
  });

  it('runs as a non-root user, with a health check on /healthz', () => {
    const user = find(runtime, 'USER').at(-1);
    expect(user).toBeDefined();
    expect(user!.split(':')[0]).not.toMatch(/^(0|root)$/);
    expect(find(runtime, 'HEALTHCHECK').join(' ')).toMatch(/\/healthz/);
  });

  it('copies only built files into the runtime stage', () => {
    const copies = find(runtime, 'COPY');
    for (const copy of copies.filter((c) => !c.includes('<<')))
      expect(copy).toMatch(/--from=(build|prod-deps) \/app\/(node_modules|[\w/-]+\/dist(-server)?) /);
    expect(copies.some((c) => /--from=build \/app\/[\w/-]+\/dist/.test(c))).toBe(true);
  });

  if (nodeApps.includes(app as ServiceName)) {
    const port = SERVICES[app as ServiceName].port;
    it(`runs the bundle with Node 24 on port ${port}, with production dependencies only`, () => {
      expect(runtime.from).toBe('node:24-bookworm-slim');
      expect(find(runtime, 'EXPOSE')).toEqual([String(port)]);
      expect(find(runtime, 'ENV').join(' ')).toContain(`PORT=${port}`);
      // The exec form expands nothing: a build argument reaches the command through ENV and a shell.
      const [cmd] = runtime.instructions.filter((i) => i.op === 'CMD');
      if (cmd.raw.includes('${')) {
        expect(cmd.args).toBe(`["/bin/sh", "-c", "exec node services/${app}/dist/main.js"]`);
        for (const [, name] of cmd.raw.matchAll(/\$\{(\w+)\}/g))
          expect(rawOf(runtime, 'ENV').join(' ')).toMatch(new RegExp(`\\b${name}=\\$\\{${name}\\}`));
      } else expect(cmd.args).toBe(`["node", "services/${app}/dist/main.js"]`);
      expect(find(runtime, 'COPY')).toContain('--from=prod-deps /app/node_modules ./node_modules');
      expect(
        find(
          stages.find((s) => s.name === 'prod-deps')!,
          'RUN',
        ).join(' '),
      ).toContain('npm ci --omit=dev');
    });
  } else {
    it('serves the built files with nginx on 8080 as uid 101, with /healthz and /readyz', () => {
      expect(runtime.from).toMatch(/^nginxinc\/nginx-unprivileged:[\d.]+-alpine$/);
      expect(find(runtime, 'EXPOSE')).toEqual(['8080']);
      expect(find(runtime, 'USER')).toEqual(['101']);
      const conf = heredocs.join('\n');
      expect(conf).toContain('listen 8080;');
      expect(conf).toMatch(/location = \/healthz \{[^}]*return 200/);
      expect(conf).toMatch(/location = \/readyz \{[^}]*return 200/);
    });
  }
});

describe('the images', () => {
  it('share the install stages byte for byte, so BuildKit builds them once', () => {
    const head = (app: string) => {
      const dockerfile = text(app);
      return dockerfile.slice(dockerfile.indexOf('ARG NODE_IMAGE'), dockerfile.indexOf('FROM deps AS build'));
    };
    for (const app of [...nodeApps, ...staticApps])
      expect({ app, head: head(app) }).toEqual({ app, head: head('gateway') });
  });

  it('backends carry the db CLI that runs the migrations', () => {
    for (const app of BACKENDS_WITH_DB_CLI) {
      const { stages } = read(app);
      expect(
        find(
          stages.find((s) => s.name === 'build')!,
          'RUN',
        ).join(' '),
      ).toContain('@chefs/db');
      expect(find(stages.at(-1)!, 'COPY')).toContain('--from=build /app/libs/server/db/dist ./libs/server/db/dist');
    }
  });

  it('the gateway carries the shell and every portal where STATIC_ROOT points', () => {
    const runtime = read('gateway').stages.at(-1)!;
    expect(find(runtime, 'ENV').join(' ')).toContain('STATIC_ROOT=/app');
    for (const site of staticApps)
      expect(find(runtime, 'COPY')).toContain(`--from=build /app/${site}/dist ./${site}/dist`);
    // and the renderer of the pages it draws on request (services/gateway/src/static/server-drawn.ts)
    expect(find(runtime, 'COPY')).toContain('--from=build /app/shell/dist-server ./shell/dist-server');
  });

  it('each portal image serves its files at /remotes/<name>/ with CORS, the shell at / with client-side routes', () => {
    for (const site of staticApps.filter((s) => s.startsWith('mfe-'))) {
      const name = site.replace('mfe-', '');
      const { stages, heredocs } = read(site);
      expect(find(stages.at(-1)!, 'COPY')).toContain(
        `--from=build /app/${site}/dist /usr/share/nginx/html/remotes/${name}`,
      );
      // The image holds only its own portal, under /remotes/<name>/ (so any other name is a 404).
      expect(heredocs.join('\n')).toMatch(
        /location \/remotes\/ \{\s+add_header Access-Control-Allow-Origin "\*" always;[^]*try_files \$uri \$uri\/ =404;/,
      );
    }
    const shell = read('shell');
    expect(find(shell.stages.at(-1)!, 'COPY')).toContain('--from=build /app/shell/dist /usr/share/nginx/html');
    expect(shell.heredocs.join('\n')).toContain('try_files $uri $uri/ /index.html;');
  });
});

describe('.dockerignore', () => {
  const ignore = readFileSync(path.join(REPO_ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim());

  it('keeps dependencies, builds and local secrets out of the build context', () => {
    expect(ignore).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '**/dist-server', '.git', '.env']));
  });

  it('keeps every workspace manifest that npm ci needs', () => {
    const workspaces = (
      JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }
    ).workspaces;
    expect(workspaces).toContain('k8s');
    expect(ignore).toEqual(expect.arrayContaining(['k8s/*', '!k8s/package.json']));
    expect(existsSync(path.join(REPO_ROOT, 'k8s/package.json'))).toBe(true);
    for (const file of ['package.json', 'package-lock.json', '.npmrc', 'nx.json', 'tsconfig.base.json'])
      expect(ignore).not.toContain(file);
  });
});
