import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { OutboxMessage } from '@chefs/db';
import { createTestDatabase, type TestDatabase } from '@chefs/db/testing';
import { QUEUES, type OutboxEvent } from '@chefs/contracts';
import {
  closeQueues,
  createQueues,
  enqueueOutbox,
  jobIdFor,
  OutboxRelay,
  pushRowsWithoutDevice,
  runOnce,
  type QueueSet,
} from '../src';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const email = (key: string): OutboxEvent => ({
  queue: QUEUES.email,
  payload: { template: 'recipe_welcome', to: `${key}@demo.test`, data: {} },
  idempotencyKey: key,
});

describe('outbox and relay (real Postgres and Redis)', () => {
  let db: TestDatabase;
  let queues: QueueSet;

  beforeAll(async () => {
    db = await createTestDatabase();
    queues = createQueues({ redisUrl: REDIS_URL, prefix: `test-${randomBytes(4).toString('hex')}` });
  });

  afterAll(async () => {
    await Promise.all(Object.values(queues).map((q) => q.obliterate({ force: true })));
    await closeQueues(queues);
    await db.drop();
  });

  beforeEach(async () => {
    await db.dataSource.getRepository(OutboxMessage).clear();
    await Promise.all(Object.values(queues).map((q) => q.obliterate({ force: true })));
  });

  const rows = () => db.dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });

  it('writes an event once per idempotency key, inside the caller transaction', async () => {
    const first = await db.dataSource.transaction((m) => enqueueOutbox(m, email('welcome:casey')));
    const again = await db.dataSource.transaction((m) => enqueueOutbox(m, email('welcome:casey')));
    await db.dataSource
      .transaction(async (m) => {
        await enqueueOutbox(m, email('rolled-back'));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect([first, again]).toEqual([true, false]);
    const all = await rows();
    expect(all.map((r) => r.idempotencyKey)).toEqual(['welcome:casey']);
    expect(all[0]).toMatchObject({ queue: 'email', dispatchedAt: null, payload: { to: 'welcome:casey@demo.test' } });
  });

  it('moves every row to its queue exactly once when two relays run at the same time', async () => {
    await db.dataSource.transaction(async (m) => {
      for (let i = 0; i < 30; i++) await enqueueOutbox(m, email(`bulk:${i}`));
      await enqueueOutbox(m, {
        queue: QUEUES.push,
        payload: { userId: 'u1', title: 'Hi', body: 'there' },
        idempotencyKey: 'push:1',
      });
    });
    const a = new OutboxRelay(db.dataSource, queues, { batchSize: 7 });
    const b = new OutboxRelay(db.dataSource, queues, { batchSize: 7 });
    const [na, nb] = await Promise.all([a.drain(), b.drain()]);

    expect(na + nb).toBe(31);
    expect(await queues.email.count()).toBe(30);
    expect(await queues.push.count()).toBe(1);
    const job = await queues.email.getJob(jobIdFor('bulk:3'));
    expect(job?.data).toEqual({ template: 'recipe_welcome', to: 'bulk:3@demo.test', data: {} });
    expect(job?.opts).toMatchObject({ attempts: 5, backoff: { type: 'exponential' } });
    expect((await rows()).every((r) => r.dispatchedAt instanceof Date)).toBe(true);
    expect(await a.drain()).toBe(0);
  });

  it('does not queue a job twice when a row is relayed again after a crash', async () => {
    await db.dataSource.transaction((m) => enqueueOutbox(m, email('reminder:12')));
    const relay = new OutboxRelay(db.dataSource, queues);
    expect(await relay.drain()).toBe(1);
    // The relay died between queue.add and its commit: the row looks undispatched again.
    await db.dataSource.getRepository(OutboxMessage).update({ idempotencyKey: 'reminder:12' }, { dispatchedAt: null });
    expect(await relay.drain()).toBe(1);
    expect(await queues.email.count()).toBe(1);
  });

  it('queues no push for an account without a device, and every other row as before', async () => {
    const [withDevice, without] = await db.dataSource.query<{ id: string }[]>(
      `INSERT INTO users (email) VALUES ('phone@demo.test'), ('no-device@demo.test') RETURNING id`,
    );
    await db.dataSource.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, 'https://push.test/1', 'k', 'a')`,
      [withDevice.id],
    );
    const push = (userId: string, key: string): OutboxEvent => ({
      queue: QUEUES.push,
      payload: { userId, title: 'Booking request sent', body: 'Chef Marcus' },
      idempotencyKey: key,
    });
    await db.dataSource.transaction(async (m) => {
      await enqueueOutbox(m, email('received:1'));
      await enqueueOutbox(m, push(without.id, 'push:nobody'));
      // An id in capitals names the same account.
      await enqueueOutbox(m, push(withDevice.id.toUpperCase(), 'push:phone'));
      // Not an account id: its job fails it as malformed, as it always has.
      await enqueueOutbox(m, push('u1', 'push:malformed'));
    });
    const relay = new OutboxRelay(db.dataSource, queues, { unneeded: pushRowsWithoutDevice, batchSize: 3 });

    expect(await relay.drain()).toBe(4);
    expect(await queues.email.getJob(jobIdFor('received:1'))).toBeDefined();
    expect(await queues.push.getJob(jobIdFor('push:phone'))).toBeDefined();
    expect(await queues.push.getJob(jobIdFor('push:malformed'))).toBeDefined();
    expect(await queues.push.getJob(jobIdFor('push:nobody'))).toBeUndefined();
    expect(await queues.push.count()).toBe(2);
    // Every row is done: the one without a device as well, so no relay takes it up again.
    expect((await rows()).every((r) => r.dispatchedAt instanceof Date)).toBe(true);
    expect(await relay.drain()).toBe(0);
  });

  it('leaves rows for queues this relay does not serve', async () => {
    await db.dataSource.transaction((m) => enqueueOutbox(m, email('only-email')));
    const pushOnly = new OutboxRelay(db.dataSource, { push: queues.push });
    expect(await pushOnly.drain()).toBe(0);
    expect((await rows())[0].dispatchedAt).toBeNull();
  });

  it('gives up on a batch when Redis does not answer, notes why on the row, and relays it later', async () => {
    await db.dataSource.transaction((m) => enqueueOutbox(m, email('while-redis-is-down')));
    // BullMQ waits for Redis indefinitely; the relay must not hold its transaction that long.
    const redis = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: null, disconnectTimeout: 10 });
    redis.on('error', () => undefined);
    try {
      const queue = new Queue('email', { connection: redis, prefix: 'unreachable' });
      queue.on('error', () => undefined);
      const relay = new OutboxRelay(db.dataSource, { email: queue }, { addTimeoutMs: 300 });
      expect(await relay.drain()).toBe(0);
      const [row] = await rows();
      expect(row).toMatchObject({
        dispatchedAt: null,
        attempts: 1,
        lastError: expect.stringContaining('is Redis reachable?'),
      });
    } finally {
      redis.disconnect();
    }
    expect(await new OutboxRelay(db.dataSource, queues).drain()).toBe(1);
    expect(await queues.email.count()).toBe(1);
  });

  it('runs an effect once per key, and again only if it failed', async () => {
    const effects: string[] = [];
    const run = (fail = false) =>
      runOnce(db.dataSource, { queue: 'email', key: 'email:job-1' }, async () => {
        effects.push('ran');
        if (fail) throw new Error('SMTP down');
      });
    await expect(run(true)).rejects.toThrow('SMTP down');
    expect(await run()).toBe(true);
    expect(await run()).toBe(false);
    expect(effects).toEqual(['ran', 'ran']);
    const markers = await rows();
    expect(markers.map((r) => [r.idempotencyKey, r.dispatchedAt !== null])).toEqual([['done:email:job-1', true]]);
  });
});
