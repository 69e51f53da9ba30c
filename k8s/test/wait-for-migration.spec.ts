/**
 * The init container script, run for real against a local stand-in for the Kubernetes API
 * (plain HTTP instead of the cluster's TLS; same paths, token and Job status documents).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { K8S_ROOT } from './manifests';

const SCRIPT = path.join(K8S_ROOT, 'base/migrate/wait-for-migration.mjs');

interface Reply {
  status: number;
  body?: unknown;
}

let server: Server;
let replies: Reply[];
let seen: { url: string; authorization?: string }[];
let api: string;
let saDir: string;
let afterFirstRequest: (() => void) | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url!, authorization: req.headers.authorization });
    if (seen.length === 1) afterFirstRequest?.();
    const reply = replies.length > 1 ? replies.shift()! : replies[0];
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  afterFirstRequest = undefined;
  saDir = mkdtempSync(path.join(tmpdir(), 'sa-'));
  writeFileSync(path.join(saDir, 'namespace'), 'chefs\n');
  writeFileSync(path.join(saDir, 'token'), 'token-1\n');
});
afterEach(() => rmSync(saDir, { recursive: true, force: true }));

function runScript(waitSeconds = 5): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SCRIPT], {
      env: {
        PATH: process.env.PATH,
        SERVICE_ACCOUNT_DIR: saDir,
        KUBERNETES_API_URL: api,
        MIGRATION_POLL_SECONDS: '0.02',
        MIGRATION_WAIT_SECONDS: String(waitSeconds),
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('wait-for-migration.mjs', () => {
  it('waits while the Job is absent or running, and lets the pod start once it succeeded', async () => {
    replies = [
      { status: 404 },
      { status: 200, body: { status: { active: 1 } } },
      { status: 200, body: { status: { succeeded: 1 } } },
    ];
    const { code, stdout } = await runScript();
    expect(code).toBe(0);
    expect(stdout).toContain('waiting for job/migrate: absent');
    expect(stdout).toContain('waiting for job/migrate: running');
    expect(stdout).toContain('job/migrate succeeded');
    expect(seen.length).toBe(3);
    expect(
      seen.every(
        (s) => s.url === '/apis/batch/v1/namespaces/chefs/jobs/migrate' && s.authorization === 'Bearer token-1',
      ),
    ).toBe(true);
  });

  it('keeps the pod from starting when the migration failed', async () => {
    replies = [{ status: 200, body: { status: { failed: 4, conditions: [{ type: 'Failed', status: 'True' }] } } }];
    const { code, stderr } = await runScript();
    expect(code).toBe(1);
    expect(stderr).toContain('job/migrate failed: see kubectl -n chefs logs job/migrate');
  });

  it('gives up after its deadline, naming the last state it saw', async () => {
    replies = [{ status: 403 }];
    const { code, stderr } = await runScript(0.2);
    expect(code).toBe(1);
    expect(stderr).toContain('gave up waiting for job/migrate (last state: HTTP 403)');
  });

  it('reads the service account token again on every try (the kubelet rotates it)', async () => {
    replies = [{ status: 404 }, { status: 404 }, { status: 200, body: { status: { succeeded: 1 } } }];
    afterFirstRequest = () => writeFileSync(path.join(saDir, 'token'), 'token-2\n');
    const { code } = await runScript();
    expect(code).toBe(0);
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer token-1', 'Bearer token-2', 'Bearer token-2']);
  });
});
