import { randomBytes } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createNestApp, loadConfig, postgresCheck, redisCheck, type AppConfig } from '@chefs/server-core';
import { AppModule } from '../src/app.module';
import type { WorkerOptions } from '../src/worker-options';

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

/** A local SMTP server on a random port: it stands in for the SMTP relay at its network boundary. */
export async function startSmtpServer(): Promise<{ url: string; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/m.exec(headers)?.[1] ?? '',
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise<void>((r) => server.close(() => r())) };
}

export function workerConfig(env: Record<string, string>): AppConfig {
  return loadConfig('worker', 0, ['database', 'redis', 'smtp', 'vapid'], { NODE_ENV: 'test', REDIS_URL, ...env });
}

/** The worker app as main.ts builds it, initialised (workers running) but not listening. */
export async function startWorkerApp(config: AppConfig, options: WorkerOptions): Promise<NestFastifyApplication> {
  const app = await createNestApp(AppModule.forRoot(config, options), config, {
    readiness: [postgresCheck(config.databaseUrl), redisCheck(config.redisUrl)],
    openApi: false,
  });
  await app.init();
  return app;
}
