import { spawn } from 'node:child_process';
import path from 'node:path';

// The logger gathers lines into larger writes (createLogger). What must hold: nothing logged is
// lost when the process exits, on purpose or by a crash; a lone line still goes out while the
// process runs on; lines keep their order. Each case is a real Node process logging to a pipe.

const ROOT = path.resolve(__dirname, '../../../..');
const LOGGER = path.join(__dirname, '../src/logging/logger.ts');

interface Run {
  lines: Record<string, unknown>[];
  code: number | null;
  /** Whether stdout had sent something before the process first wrote to stderr. */
  outBeforeErr: boolean;
}

/** Runs `body` (CommonJS, with `createLogger` in scope) in a new Node process; its stdout as JSON lines. */
function run(body: string): Promise<Run> {
  const script = `const { createLogger } = require(${JSON.stringify(LOGGER)});\n${body}`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', './tools/lib/register-ts.cjs', '-e', script], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    let outBeforeErr = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!out && !err) outBeforeErr = true;
      out += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        const lines = out
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Record<string, unknown>);
        resolve({ lines, code, outBeforeErr });
      } catch (e) {
        reject(new Error(`not JSON lines: ${out}\n${err}\n${String(e)}`));
      }
    });
  });
}

describe('createLogger', () => {
  it('writes a line logged just before process.exit', async () => {
    const { lines, code } = await run(`
      createLogger({ serviceName: 'svc', logLevel: 'info' }).info({ n: 1 }, 'last words');
      process.exit(3);`);
    expect(code).toBe(3);
    expect(lines).toEqual([expect.objectContaining({ level: 'info', service: 'svc', n: 1, msg: 'last words' })]);
  });

  it('writes the lines logged before an uncaught error ends the process', async () => {
    const { lines, code } = await run(`
      const log = createLogger({ serviceName: 'svc', logLevel: 'info' });
      log.info('about to fail');
      log.error({ step: 2 }, 'failing');
      setTimeout(() => { throw new Error('boom'); }, 0);`);
    expect(code).toBe(1);
    expect(lines.map((l) => l.msg)).toEqual(['about to fail', 'failing']);
  });

  it('sends a lone line on while the process keeps running', async () => {
    // The line must arrive on its own, well before the process says (on stderr, 1.5 s later) that
    // it is still running; without the timer it would wait for the exit, 3 s in.
    const { lines, outBeforeErr } = await run(`
      createLogger({ serviceName: 'svc', logLevel: 'info' }).warn('one line, then quiet');
      setTimeout(() => process.stderr.write('still running\\n'), 1500);
      setTimeout(() => {}, 3000);`);
    expect(lines.map((l) => l.msg)).toEqual(['one line, then quiet']);
    expect(outBeforeErr).toBe(true);
  });

  it('keeps the order of many lines from two loggers of one process, each line whole', async () => {
    const { lines } = await run(`
      const a = createLogger({ serviceName: 'a', logLevel: 'info' });
      const b = createLogger({ serviceName: 'b', logLevel: 'info' });
      for (let i = 0; i < 2000; i++) (i % 2 ? b : a).info({ i, pad: 'x'.repeat(i % 97) }, 'line');`);
    expect(lines).toHaveLength(2000);
    expect(lines.map((l) => l.i)).toEqual([...Array(2000).keys()]);
    expect(lines.every((l) => l.service === ((l.i as number) % 2 ? 'b' : 'a'))).toBe(true);
  });

  it('writes nothing at level silent', async () => {
    const { lines } = await run(`createLogger({ serviceName: 'svc', logLevel: 'silent' }).error('not shown');`);
    expect(lines).toEqual([]);
  });
});
