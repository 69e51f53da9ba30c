import { readFileSync } from 'node:fs';
import type { LookupFunction } from 'node:net';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { generateVAPIDKeys } from 'web-push';
import { OutboxMessage, PushSubscription, User } from '@chefs/db';
import { createTestDatabase, type TestDatabase } from '@chefs/db/testing';
import type { PushPayload } from '@chefs/contracts';
import { enqueueOutbox, jobIdFor, pushEvent } from '@chefs/queue';
import { QueueRegistry } from '../src/queues/queue-registry';
import { RelayService } from '../src/relay/relay.service';
import { PushService } from '../src/push/push.service';
import { PublicAddressAgent } from '../src/push/public-address-agent';
import { browserSubscription, decryptPush, startPushService, type LocalPushService } from './push-service';
import { startWorkerApp, uniquePrefix, waitFor, workerConfig } from './support';

describe('worker: push notifications', () => {
  let db: TestDatabase;
  let pushService: LocalPushService;
  let app: NestFastifyApplication;
  let registry: QueueRegistry;
  let userId: string;
  let config: ReturnType<typeof workerConfig>;
  const vapid = generateVAPIDKeys();
  const newUser = (email: string) =>
    db.dataSource.getRepository(User).save({ email, firstName: 'Pat', lastName: 'Lee', role: 'customer' });

  beforeAll(async () => {
    [db, pushService] = await Promise.all([createTestDatabase(), startPushService()]);
    config = workerConfig({
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
      localPushOrigins: [pushService.origin],
    });
    registry = app.get(QueueRegistry);
    const user = await db.dataSource
      .getRepository(User)
      .save({ email: 'push-user@demo.test', firstName: 'Pat', lastName: 'Lee', role: 'chef' });
    userId = user.id;
  });

  afterAll(async () => {
    await app.close();
    await pushService.close();
    await db.drop();
  });

  it('sends each device of the user the payload /sw.js reads, encrypted for that device alone', async () => {
    const phone = browserSubscription();
    const laptop = browserSubscription();
    const expired = browserSubscription();
    const subs = db.dataSource.getRepository(PushSubscription);
    await subs.save([
      { userId, endpoint: `${pushService.origin}/ok/phone`, ...phone.keys },
      { userId, endpoint: `${pushService.origin}/ok/laptop`, ...laptop.keys },
      { userId, endpoint: `${pushService.origin}/gone/old-tablet`, ...expired.keys },
    ]);
    const key = 'booking_request:3:push';
    await db.dataSource.transaction((m) =>
      enqueueOutbox(
        m,
        pushEvent(
          {
            userId,
            title: 'New booking request',
            body: 'Casey, 4 guests, Fri, May 3, 5:00 PM - 9:00 PM.',
            url: '/chef-portal?booking=3',
            bookingId: 3,
            actions: ['accept', 'decline'],
          },
          key,
        ),
      ),
    );
    await app.get(RelayService).relayNow();
    await waitFor(async () => (await registry.queues.push.getJob(jobIdFor(key)))?.isCompleted(), 'the push job');

    const byPath = new Map(pushService.delivered.map((d) => [d.path, d]));
    expect([...byPath.keys()].sort()).toEqual(['/ok/laptop', '/ok/phone']);
    const expected: PushPayload = {
      title: 'New booking request',
      body: 'Casey, 4 guests, Fri, May 3, 5:00 PM - 9:00 PM.',
      icon: '/icons/icon-192.png',
      url: '/chef-portal?booking=3',
      tag: 'booking-3',
      bookingId: 3,
      actions: [
        { action: 'accept', title: 'Accept' },
        { action: 'decline', title: 'Decline' },
      ],
    };
    for (const [path, sub] of [
      ['/ok/phone', phone],
      ['/ok/laptop', laptop],
    ] as const) {
      const delivery = byPath.get(path)!;
      expect(delivery.encoding).toBe('aes128gcm');
      expect(delivery.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`));
      expect(delivery.topic).toMatch(/^[\w-]{32}$/);
      expect(JSON.parse(decryptPush(delivery.body, sub))).toEqual(expected);
    }
    // Each message opens only with the keys of the device it was sent to.
    expect(() => decryptPush(byPath.get('/ok/phone')!.body, laptop)).toThrow();

    // The push service said the tablet's subscription is gone: it is deleted, the others stay.
    expect((await subs.findBy({ userId })).map((s) => s.endpoint).sort()).toEqual([
      `${pushService.origin}/ok/laptop`,
      `${pushService.origin}/ok/phone`,
    ]);

    // Run again (a retry or a redelivery): no device gets it twice.
    pushService.delivered.length = 0;
    expect(await app.get(PushService).send({ userId, title: 'New booking request', body: 'x' }, jobIdFor(key))).toBe(0);
    expect(pushService.delivered).toHaveLength(0);
  });

  it('keeps a push that is not about a booking plain: no tag, no actions, the url or the home page', async () => {
    const sub = browserSubscription();
    await db.dataSource
      .getRepository(PushSubscription)
      .save({ userId, endpoint: `${pushService.origin}/ok/desk`, ...sub.keys });
    pushService.delivered.length = 0;
    const sent = await app
      .get(PushService)
      .send({ userId, title: 'Welcome', body: 'Notifications are on.', actions: ['accept'] }, 'welcome-desk');
    expect(sent).toBe(3);
    const desk = pushService.delivered.find((d) => d.path === '/ok/desk')!;
    expect(JSON.parse(decryptPush(desk.body, sub))).toEqual({
      title: 'Welcome',
      body: 'Notifications are on.',
      icon: '/icons/icon-192.png',
      url: '/',
    });
  });

  it('queues no job for a push to someone with no device, and marks it done', async () => {
    const nobody = await db.dataSource
      .getRepository(User)
      .save({ email: 'no-device@demo.test', firstName: 'Sam', lastName: 'Cole', role: 'customer' });
    const key = 'booking_received:9:push';
    await db.dataSource.transaction((m) =>
      enqueueOutbox(m, pushEvent({ userId: nobody.id, title: 'Booking request sent', body: 'Chef Marcus' }, key)),
    );
    const log = jest.spyOn(Logger.prototype, 'log');
    try {
      await app.get(RelayService).relayNow();
      expect(log).toHaveBeenCalledWith(`1 push(es) not queued: no device subscribed (first ${key})`);
    } finally {
      log.mockRestore();
    }
    expect(await registry.queues.push.getJob(jobIdFor(key))).toBeUndefined();
    const row = await db.dataSource.getRepository(OutboxMessage).findOneByOrFail({ idempotencyKey: key });
    expect(row.dispatchedAt).toBeInstanceOf(Date);
  });

  // Rows stored before customer-bff refused such endpoints (or written some other way) would have
  // the worker POST into our own network (SSRF): it deletes them and sends there nothing.
  it('deletes a stored subscription whose endpoint is no push service, sends it nothing, and says so', async () => {
    const { id } = await newUser('ssrf-rows@demo.test');
    const port = new URL(pushService.origin).port;
    const tv = browserSubscription();
    const subs = db.dataSource.getRepository(PushSubscription);
    // Both reach the local push service (as "localhost" and as IPv6 loopback) but are not its origin.
    const refused = [`https://localhost:${port}/ok/by-name`, `https://[::1]:${port}/ok/by-v6`];
    await subs.save([
      { userId: id, endpoint: `${pushService.origin}/ok/tv`, ...tv.keys },
      ...refused.map((endpoint) => ({ userId: id, endpoint, ...browserSubscription().keys })),
    ]);
    pushService.delivered.length = 0;
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      expect(await app.get(PushService).send({ userId: id, title: 'Hi', body: 'there' }, 'ssrf-rows')).toBe(1);
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(
          /^deleted push subscription \d+ \(job ssrf-rows\): its endpoint is no push service's \(port \d+, not 443\)$/,
        ),
      );
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      warn.mockRestore();
    }
    expect(pushService.delivered.map((d) => d.path)).toEqual(['/ok/tv']);
    expect((await subs.findBy({ userId: id })).map((s) => s.endpoint)).toEqual([`${pushService.origin}/ok/tv`]);
  });

  it('allows no local push service in production: neither the one it was given nor plain http on this machine', async () => {
    const { id } = await newUser('prod-rows@demo.test');
    const subs = db.dataSource.getRepository(PushSubscription);
    await subs.save([
      { userId: id, endpoint: `${pushService.origin}/ok/prod`, ...browserSubscription().keys },
      { userId: id, endpoint: 'http://127.0.0.1:9/push/1', ...browserSubscription().keys },
    ]);
    const production = new PushService(
      db.dataSource,
      { ...config, nodeEnv: 'production' },
      { pushAgent: pushService.agent, localPushOrigins: [pushService.origin] },
    );
    pushService.delivered.length = 0;
    expect(await production.send({ userId: id, title: 'Hi', body: 'there' }, 'prod-rows')).toBe(0);
    expect(pushService.delivered).toHaveLength(0);
    expect(await subs.countBy({ userId: id })).toBe(0);
  });

  it('sends nothing to a name that leads into our network, and deletes that subscription', async () => {
    const { id } = await newUser('dns-rebind@demo.test');
    const subs = db.dataSource.getRepository(PushSubscription);
    // A public-looking push service name whose DNS answers this machine (as 127.0.0.1.nip.io does).
    await subs.save({ userId: id, endpoint: 'https://push.example.net/ok/inside', ...browserSubscription().keys });
    const lookup: LookupFunction = (_host, options, callback) =>
      options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4);
    const agent = new PublicAddressAgent({ lookup, ca: readFileSync(pushService.certFile) });
    const production = new PushService(db.dataSource, { ...config, nodeEnv: 'production' }, { pushAgent: agent });
    pushService.delivered.length = 0;
    try {
      expect(await production.send({ userId: id, title: 'Hi', body: 'there' }, 'dns-rebind')).toBe(0);
    } finally {
      agent.destroy();
    }
    expect(pushService.delivered).toHaveLength(0);
    expect(await subs.countBy({ userId: id })).toBe(0);
  });

  it('sends nothing, and says so in the log, when VAPID keys are not configured', async () => {
    const unconfigured = new PushService(db.dataSource, workerConfig({ DATABASE_URL: db.url }), {
      pushAgent: pushService.agent,
    });
    pushService.delivered.length = 0;
    expect(unconfigured.configured).toBe(false);
    expect(await unconfigured.send({ userId, title: 'Hi', body: 'there' }, 'any-job')).toBe(0);
    expect(pushService.delivered).toHaveLength(0);
  });
});
