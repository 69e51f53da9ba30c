import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createNestApp, loadConfig, postgresCheck, redisCheck } from '@chefs/server-core';
import { createTestDatabase, type TestDatabase } from '@chefs/db/testing';
import { dropRedisKeys } from '@chefs/testing';
import type { WorkerConfig } from '../src/app.module';
import { AppModule, CONFIG_GROUPS } from '../src/app.module';
import type { WorkerOptions } from '../src/worker-options';
import { QueueRegistry } from '../src/queues/queue-registry';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export const uniquePrefix = () => `test-worker-${randomBytes(4).toString('hex')}`;

/** Polls until `check` answers a truthy value. */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  what: string,
  timeoutMs = 10000,
): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  raw: string;
}

export interface LocalSmtpServer {
  url: string;
  /** Messages the server accepted (answered 250 to). */
  mails: ReceivedMail[];
  /** While on, each message is held before the server's answer; a client that hangs up meanwhile loses it. */
  hold(on: boolean): void;
  heldCount(): number;
  close(): Promise<void>;
}

/**
 * A local SMTP server on a random port: it stands in for the SMTP relay at its network boundary.
 * A message counts as received once the server answers it, as a relay takes responsibility.
 */
export async function startSmtpServer(): Promise<LocalSmtpServer> {
  const mails: ReceivedMail[] = [];
  /** Answers held back, by session; a session that closes meanwhile loses its message. */
  const held = new Map<string, () => void>();
  let holding = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose(session) {
      held.delete(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
        const accept = () => {
          held.delete(session.id);
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: /^Subject: (.*)$/m.exec(headers)?.[1] ?? '',
            raw,
          });
          callback();
        };
        if (holding) held.set(session.id, accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    hold(on) {
      holding = on;
      if (!on) for (const accept of [...held.values()]) accept();
    },
    heldCount: () => held.size,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export interface WorkerProcess {
  child: ChildProcess;
  /** SIGKILL: no shutdown hooks, no closing of connections, the job in hand left as it is. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown main.ts gets from an orchestrator. */
  stop(): Promise<void>;
}

/**
 * A worker in a process of its own (test/worker-process.ts through the workspace's TypeScript
 * hook), so a test can kill it the way a crash or an OOM kill would. Resolves once it runs.
 */
const workerProcesses = new Set<ChildProcess>();

/** Kills every worker process a test started and left running (a failed test's cleanup). */
export async function killWorkerProcesses(): Promise<void> {
  await Promise.all(
    [...workerProcesses].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
  workerProcesses.clear();
}

export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const child = fork(join(__dirname, 'worker-process.ts'), [], {
    execArgv: ['-r', join(__dirname, '../../../tools/lib/register-ts.cjs')],
    env: { ...process.env, NODE_ENV: 'test', REDIS_URL, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  workerProcesses.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    // It compiles the worker's TypeScript first: slow on a busy machine.
    const timer = setTimeout(() => reject(new Error('the worker process did not start within 120 s')), 120_000);
    child.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the worker process exited with ${code} before it ran`));
    });
  });
  return {
    child,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export function workerConfig(env: Record<string, string>): WorkerConfig {
  return loadConfig('worker', 0, CONFIG_GROUPS, { NODE_ENV: 'test', REDIS_URL, ...env });
}

/** The worker app as main.ts builds it, initialised (workers running) but not listening. */
export async function startWorkerApp(config: WorkerConfig, options: WorkerOptions): Promise<NestFastifyApplication> {
  const app = await createNestApp(AppModule.forRoot(config, options), config, {
    readiness: [postgresCheck(config.databaseUrl), redisCheck(config.redisUrl)],
    openApi: false,
  });
  await app.init();
  const prefix = options.queuePrefix;
  if (prefix && config.redisUrl === REDIS_URL) {
    // Every key of its prefix goes as it closes, after its queues (its jobs, and BullMQ's meta
    // keys, which have no expiry), so a spec need not empty its queues first. Hooked on the
    // registry's shutdown: Nest's application proxy ignores a property set on it. A test's own
    // Redis is its affair.
    const registry = app.get(QueueRegistry);
    const closeQueues = registry.onApplicationShutdown.bind(registry);
    registry.onApplicationShutdown = async () => {
      await closeQueues();
      await dropRedisKeys(REDIS_URL, prefix);
    };
  }
  return app;
}

/** A worker app on a seeded test database, with its own SMTP server and queue prefix. */
export interface SeededWorker {
  db: TestDatabase;
  smtp: LocalSmtpServer;
  app: NestFastifyApplication;
  registry: QueueRegistry;
  close(): Promise<void>;
}

/**
 * What the maintenance specs start: a seeded database, an SMTP server, and the worker app on
 * them with its relay and hourly schedule off (the tests call them). `env` adds configuration.
 */
export async function startSeededWorker(env: Record<string, string> = {}): Promise<SeededWorker> {
  const [db, smtp] = await Promise.all([createTestDatabase({ seed: true }), startSmtpServer()]);
  const app = await startWorkerApp(workerConfig({ DATABASE_URL: db.url, SMTP_URL: smtp.url, ...env }), {
    queuePrefix: uniquePrefix(),
    relayIntervalMs: 0,
    scheduleMaintenance: false,
  });
  const registry = app.get(QueueRegistry);
  return {
    db,
    smtp,
    app,
    registry,
    async close() {
      await app.close();
      await Promise.all([db.drop(), smtp.close()]);
    },
  };
}
