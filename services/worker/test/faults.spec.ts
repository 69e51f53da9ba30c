import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import { generateVAPIDKeys } from 'web-push';
import { Booking, BookingStatusHistory, OutboxMessage, PushSubscription } from '@chefs/db';
import { createTestDatabase } from '@chefs/db/testing';
import type { Chef, User } from '@chefs/db';
import type { TestDatabase } from '@chefs/db/testing';
import { QUEUES } from '@chefs/contracts';
import { fastifyOf } from '@chefs/server-core';
import { bookingCreatedEvents, enqueueOutbox } from '@chefs/queue';
import { bookingFixtures, daysFromToday, dropRedisKeys, type BookingFixtures } from '@chefs/testing';
import { QueueRegistry } from '../src/queues/queue-registry';
import { browserSubscription, decryptPush, startPushService, type LocalPushService } from './push-service';
import { OwnRedis } from './redis-server';
import {
  REDIS_URL,
  startSmtpServer,
  startWorkerApp,
  startWorkerProcess,
  killWorkerProcesses,
  uniquePrefix,
  waitFor,
  workerConfig,
  type LocalSmtpServer,
} from './support';

/**
 * A new booking as customer-bff makes it: the row, its history row and its outbox events
 * (bookingCreatedEvents) in one transaction. Answers the booking.
 */
async function makeBooking(db: TestDatabase, customer: User, chef: Chef, eventDate: string): Promise<Booking> {
  return db.dataSource.transaction(async (m) => {
    const booking = await m.getRepository(Booking).save({
      customerId: customer.id,
      chefId: chef.id,
      serviceType: 'private_dinner',
      eventDate,
      eventTime: 'evening',
      guestCount: 4,
      clientName: 'Casey Morgan',
      clientEmail: customer.email,
      clientAddress: '12 Peachtree St NE, Atlanta, GA 30303',
      totalAmountCents: 4 * chef.pricePerPersonCents,
    });
    await m.insert(BookingStatusHistory, {
      bookingId: booking.id,
      fromStatus: null,
      toStatus: 'pending',
      changedById: customer.id,
      changedByRole: 'customer',
      reason: null,
    });
    // The chef's pushes, but not the chef's e-mail: these tests follow the customer's one e-mail.
    const contact = { name: chef.name, userId: chef.userId, email: null };
    for (const event of bookingCreatedEvents(booking, contact)) await enqueueOutbox(m, event);
    return booking;
  });
}

const SESSION_SECRET = 'worker-fault-tests-session-secret-0123456789';

describe('worker under faults (real Postgres, Redis, SMTP and push service)', () => {
  let db: TestDatabase;
  let smtp: LocalSmtpServer;
  let pushService: LocalPushService;
  let fx: BookingFixtures;
  const vapid = generateVAPIDKeys();

  beforeAll(async () => {
    [db, smtp, pushService] = await Promise.all([createTestDatabase(), startSmtpServer(), startPushService()]);
    fx = bookingFixtures(db.dataSource, SESSION_SECRET);
  }, 60_000);

  afterAll(async () => {
    await killWorkerProcesses();
    await Promise.all([db.drop(), smtp.close(), pushService.close()]);
  }, 60_000);

  it('sends one e-mail per recipient and one push per device although the worker is killed mid-send', async () => {
    const prefix = uniquePrefix();
    const customer = (await fx.newUser()).user;
    const chefUser = (await fx.newUser('chef')).user;
    const chef = await fx.newChefProfile({ name: 'Chef Marcus Bennett', userId: chefUser.id });
    const devices = {
      '/ok/casey-phone': { userId: customer.id, sub: browserSubscription() },
      '/ok/casey-laptop': { userId: customer.id, sub: browserSubscription() },
      '/ok/marcus-phone': { userId: chefUser.id, sub: browserSubscription() },
    };
    await db.dataSource.getRepository(PushSubscription).save(
      Object.entries(devices).map(([path, d]) => ({
        userId: d.userId,
        endpoint: `${pushService.origin}${path}`,
        ...d.sub.keys,
      })),
    );
    const env = {
      DATABASE_URL: db.url,
      SMTP_URL: smtp.url,
      QUEUE_PREFIX: prefix,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      NODE_EXTRA_CA_CERTS: pushService.certFile,
      LOCAL_PUSH_ORIGIN: pushService.origin,
    };
    const booking = await makeBooking(db, customer, chef, daysFromToday(20));

    // The e-mail and the pushes reach their servers, which hold their answers: then the worker dies.
    smtp.hold(true);
    pushService.hold(true);
    const first = await startWorkerProcess(env);
    await waitFor(() => smtp.heldCount() === 1 && pushService.heldCount() >= 1, 'sends in flight', 60_000);
    await first.kill();
    // The servers see the dead worker's connections close and drop what they held.
    await waitFor(() => smtp.heldCount() === 0 && pushService.heldCount() === 0, 'the hang-ups');
    smtp.hold(false);
    pushService.hold(false);
    expect(smtp.mails).toHaveLength(0);
    expect(pushService.delivered).toHaveLength(0);

    // A new worker takes over the jobs the dead one held once their locks run out.
    const second = await startWorkerProcess(env);
    try {
      await waitFor(() => smtp.mails.length >= 1 && pushService.delivered.length >= 3, 'the sends', 60_000);
      // Long enough for a duplicate to show: several stalled-job checks and relay runs.
      await new Promise((r) => setTimeout(r, 3000));
    } finally {
      await second.stop();
    }

    expect(smtp.mails.map((m) => m.to)).toEqual([[customer.email]]);
    expect(smtp.mails[0].subject).toBe(
      `Booking request received: Chef Marcus Bennett on ${new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${booking.eventDate}T00:00:00Z`))}`,
    );
    expect(pushService.delivered.map((d) => d.path).sort()).toEqual(Object.keys(devices).sort());
    for (const delivery of pushService.delivered) {
      const device = devices[delivery.path as keyof typeof devices];
      const payload = JSON.parse(decryptPush(delivery.body, device.sub)) as Record<string, unknown>;
      expect(payload).toMatchObject({ bookingId: booking.id, icon: '/icons/icon-192.png' });
      if (device.userId === chefUser.id) {
        expect(payload).toMatchObject({
          title: 'New booking request',
          url: `/chef-portal?booking=${booking.id}`,
          actions: [
            { action: 'accept', title: 'Accept' },
            { action: 'decline', title: 'Decline' },
          ],
        });
      } else {
        expect(payload).toMatchObject({ title: 'Booking request sent', url: `/bookings/${booking.id}` });
        expect(payload).not.toHaveProperty('actions');
      }
    }
    const queues = Object.values(QUEUES).map((name) => new Queue(name, { connection: { url: REDIS_URL }, prefix }));
    try {
      // Nothing failed on the way: the dead worker's jobs were taken over, not given up.
      for (const queue of queues) expect(await queue.getFailedCount()).toBe(0);
    } finally {
      await Promise.all(queues.map((q) => q.close()));
      // Every key of the worker processes' queues: a killed process never shut down to drop them.
      await dropRedisKeys(REDIS_URL, prefix);
    }
  }, 360_000);

  describe('while Redis is down', () => {
    let redis: OwnRedis;
    let app: NestFastifyApplication;

    beforeAll(async () => {
      redis = await OwnRedis.start();
      app = await startWorkerApp(workerConfig({ DATABASE_URL: db.url, SMTP_URL: smtp.url, REDIS_URL: redis.url }), {
        queuePrefix: uniquePrefix(),
        relayIntervalMs: 200,
        scheduleMaintenance: false,
      });
    }, 60_000);

    afterAll(async () => {
      await Promise.all(Object.values(app.get(QueueRegistry).queues).map((q) => q.obliterate({ force: true })));
      await app.close();
      await redis.stop();
    }, 60_000);

    it('keeps the booking and its e-mail in Postgres and sends it once Redis is back', async () => {
      const customer = (await fx.newUser()).user;
      const chef = await fx.newChefProfile({ name: 'Chef Giulia Rossi' });
      await redis.stop();
      expect((await fastifyOf(app).inject({ url: '/readyz' })).statusCode).toBe(503);

      // The booking does not need Redis: it and its outbox rows commit.
      const booking = await makeBooking(db, customer, chef, daysFromToday(25));
      const key = `booking_received:${booking.id}`;
      const row = await waitFor(
        async () => {
          const r = await db.dataSource.getRepository(OutboxMessage).findOneByOrFail({ idempotencyKey: key });
          return r.lastError ? r : undefined;
        },
        'the relay to note the outage',
        20_000,
      );
      expect(row.dispatchedAt).toBeNull();
      expect(row.lastError).toContain('is Redis reachable?');
      expect(smtp.mails.filter((m) => m.to.includes(customer.email))).toHaveLength(0);

      await redis.start();
      await waitFor(
        () => smtp.mails.some((m) => m.to.includes(customer.email)),
        'the e-mail after Redis returns',
        60_000,
      );
      expect((await fastifyOf(app).inject({ url: '/readyz' })).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 1000));
      expect(smtp.mails.filter((m) => m.to.includes(customer.email))).toHaveLength(1);
      const relayed = await db.dataSource.getRepository(OutboxMessage).findOneByOrFail({ idempotencyKey: key });
      expect(relayed.dispatchedAt).toBeInstanceOf(Date);
    }, 180_000);
  });
});
