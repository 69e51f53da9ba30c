import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { generateVAPIDKeys } from 'web-push';
import { createTestDatabase, PushSubscription, User, type TestDatabase } from '@chefs/db';
import { QUEUES } from '@chefs/contracts';
import { enqueueOutbox, jobIdFor } from '@chefs/queue';
import { QueueRegistry } from '../src/queues/queue-registry';
import { RelayService } from '../src/relay/relay.service';
import { PushService } from '../src/push/push.service';
import { startWorkerApp, uniquePrefix, waitFor, workerConfig } from './support';

interface PushRequest {
  path: string;
  authorization: string;
  encoding: string;
  bytes: number;
}

/** A local push service over HTTPS (its certificate is a test fixture): /gone answers 410, the rest 201. */
async function startPushService(): Promise<{ origin: string; agent: Agent; requests: PushRequest[]; server: Server }> {
  const cert = readFileSync(join(__dirname, 'fixtures/push-service.crt'));
  const requests: PushRequest[] = [];
  const server = createServer({ cert, key: readFileSync(join(__dirname, 'fixtures/push-service.key')) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({
        path: req.url ?? '',
        authorization: String(req.headers.authorization ?? ''),
        encoding: String(req.headers['content-encoding'] ?? ''),
        bytes: Buffer.concat(chunks).length,
      });
      res.writeHead(req.url?.startsWith('/gone') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { origin: `https://127.0.0.1:${port}`, agent: new Agent({ ca: cert }), requests, server };
}

/** Keys a browser would create for a subscription. */
function browserKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

describe('worker: push notifications', () => {
  let db: TestDatabase;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let app: NestFastifyApplication;
  let registry: QueueRegistry;
  let userId: string;

  beforeAll(async () => {
    [db, pushService] = await Promise.all([createTestDatabase(), startPushService()]);
    const vapid = generateVAPIDKeys();
    const config = workerConfig({
      DATABASE_URL: db.url,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@chefs.test',
    });
    app = await startWorkerApp(config, {
      queuePrefix: uniquePrefix(),
      relayIntervalMs: 0,
      scheduleMaintenance: false,
      pushAgent: pushService.agent,
    });
    registry = app.get(QueueRegistry);
    const user = await db.dataSource
      .getRepository(User)
      .save({ email: 'push-user@demo.test', firstName: 'Pat', lastName: 'Lee', role: 'customer' });
    userId = user.id;
  });

  afterAll(async () => {
    await Promise.all(Object.values(registry.queues).map((q) => q.obliterate({ force: true })));
    await app.close();
    await new Promise((r) => pushService.server.close(r));
    await db.drop();
  });

  it('notifies each device of the user and deletes the subscription the push service says is gone', async () => {
    const subs = db.dataSource.getRepository(PushSubscription);
    await subs.save([
      { userId, endpoint: `${pushService.origin}/ok/phone`, ...browserKeys() },
      { userId, endpoint: `${pushService.origin}/gone/old-laptop`, ...browserKeys() },
    ]);
    await db.dataSource.transaction((m) =>
      enqueueOutbox(m, {
        queue: QUEUES.push,
        payload: { userId, title: 'Booking confirmed', body: 'Marcus confirmed your dinner.', url: '/bookings/3' },
        idempotencyKey: 'booking-status:3:confirmed:push',
      }),
    );
    await app.get(RelayService).relayNow();
    const jobId = jobIdFor('booking-status:3:confirmed:push');
    await waitFor(async () => (await registry.queues.push.getJob(jobId))?.isCompleted(), 'the push job');

    expect(pushService.requests.map((r) => r.path).sort()).toEqual(['/gone/old-laptop', '/ok/phone']);
    for (const r of pushService.requests) {
      expect(r.authorization).toMatch(/^vapid t=.+, k=.+/);
      expect(r.encoding).toBe('aes128gcm');
      expect(r.bytes).toBeGreaterThan(0);
    }
    expect((await subs.findBy({ userId })).map((s) => s.endpoint)).toEqual([`${pushService.origin}/ok/phone`]);

    // Run again (a retry or a redelivery): the device that already got it is not notified twice.
    pushService.requests.length = 0;
    expect(await app.get(PushService).send({ userId, title: 'Booking confirmed', body: 'x' }, jobId)).toBe(0);
    expect(pushService.requests).toHaveLength(0);
  });

  it('sends nothing, and says so in the log, when VAPID keys are not configured', async () => {
    const unconfigured = new PushService(db.dataSource, workerConfig({ DATABASE_URL: db.url }), {
      pushAgent: pushService.agent,
    });
    pushService.requests.length = 0;
    expect(unconfigured.configured).toBe(false);
    expect(await unconfigured.send({ userId, title: 'Hi', body: 'there' }, 'any-job')).toBe(0);
    expect(pushService.requests).toHaveLength(0);
  });
});
