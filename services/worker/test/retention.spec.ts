import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { TestDatabase } from '@chefs/db/testing';
import type { QueueRegistry } from '../src/queues/queue-registry';
import { MAINTENANCE_JOBS } from '../src/maintenance/maintenance.processor';
import { PRUNE_STATEMENTS, RETENTION_DAYS, RetentionService } from '../src/maintenance/retention.service';
import { startSeededWorker, waitFor, type SeededWorker } from './support';

const DAY = 24 * 3_600_000;
/** Noon UTC on Wednesday, April 10, 2030. */
const NOW = new Date('2030-04-10T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('worker: retention of the outbox and the handled Stripe events', () => {
  let worker: SeededWorker;
  let db: TestDatabase;
  let app: NestFastifyApplication;
  let registry: QueueRegistry;

  /** Outbox rows keyed `<prefix>:<n>`, created and (unless null) dispatched `ageDays` ago. */
  const outboxRows = (prefix: string, count: number, ageDays: number, dispatched = true) =>
    db.dataSource.query(
      `INSERT INTO outbox_messages (queue, payload, idempotency_key, created_at, dispatched_at)
       SELECT 'email', '{}'::jsonb, $1 || ':' || n, $2, CASE WHEN $3 THEN $2::timestamptz END
         FROM generate_series(1, $4) AS n`,
      [prefix, daysAgo(ageDays), dispatched, count],
    );
  const keysLike = async (prefix: string) =>
    (
      await db.dataSource.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM outbox_messages WHERE idempotency_key LIKE $1`,
        [`${prefix}:%`],
      )
    )[0].n;
  const webhookEvent = (id: string, ageDays: number) =>
    db.dataSource.query(`INSERT INTO processed_webhook_events (id, type, processed_at) VALUES ($1, $2, $3)`, [
      id,
      'payment_intent.succeeded',
      daysAgo(ageDays),
    ]);
  const webhookEventIds = async () =>
    (await db.dataSource.query<{ id: string }[]>(`SELECT id FROM processed_webhook_events ORDER BY id`)).map(
      (r) => r.id,
    );

  beforeAll(async () => {
    worker = await startSeededWorker();
    ({ db, app, registry } = worker);
  });

  afterAll(() => worker.close());

  it(`deletes what was dispatched or handled more than ${RETENTION_DAYS} days ago, a batch at a time, and nothing the relay still owes`, async () => {
    await outboxRows('old', 23, RETENTION_DAYS + 5);
    await outboxRows('just-old', 2, RETENTION_DAYS + 0.01);
    await outboxRows('recent', 4, RETENTION_DAYS - 1);
    await outboxRows('owed', 3, RETENTION_DAYS + 100, false);
    await webhookEvent('evt_old', RETENTION_DAYS + 2);
    await webhookEvent('evt_recent', 1);

    // Batches of 10: 25 rows in three statements, the last one short.
    expect(await app.get(RetentionService).prune(NOW, 10)).toEqual({ outbox: 25, webhookEvents: 1 });
    expect(await keysLike('old')).toBe(0);
    expect(await keysLike('just-old')).toBe(0);
    expect(await keysLike('recent')).toBe(4);
    // Never dispatched, however old: the relay still owes it.
    expect(await keysLike('owed')).toBe(3);
    expect(await webhookEventIds()).toEqual(['evt_recent']);

    // A second run finds nothing.
    expect(await app.get(RetentionService).prune(NOW, 10)).toEqual({ outbox: 0, webhookEvents: 0 });
  });

  it('runs as an hourly maintenance job on the queue', async () => {
    // Dispatched 40 days before the real now: the job runs on the clock.
    await db.dataSource.query(
      `INSERT INTO outbox_messages (queue, payload, idempotency_key, created_at, dispatched_at)
       VALUES ('push', '{}'::jsonb, 'job-old:1', now() - interval '40 days', now() - interval '40 days'),
              ('push', '{}'::jsonb, 'job-recent:1', now(), now())`,
    );
    const job = await registry.queues.maintenance.add(MAINTENANCE_JOBS.retention, {});
    await waitFor(async () => (await registry.queues.maintenance.getJob(job.id!))?.isCompleted(), 'the retention job');
    expect(await keysLike('job-old')).toBe(0);
    expect(await keysLike('job-recent')).toBe(1);
  });

  it('reads each batch from its index, not by scanning the table, on a grown outbox', async () => {
    // 200,000 dispatched rows over 400 days and 2,000 handled Stripe events, as a few years leave them.
    await db.dataSource.query(
      `INSERT INTO outbox_messages (queue, payload, idempotency_key, created_at, dispatched_at)
       SELECT 'email', '{}'::jsonb, 'grown:' || n, $1::timestamptz - n * interval '3 minutes',
              $1::timestamptz - n * interval '3 minutes'
         FROM generate_series(1, 200000) AS n`,
      [NOW],
    );
    await db.dataSource.query(
      `INSERT INTO processed_webhook_events (id, type, processed_at)
       SELECT 'evt_grown_' || n, 'payment_intent.succeeded', $1::timestamptz - n * interval '5 hours'
         FROM generate_series(1, 2000) AS n`,
      [NOW],
    );
    await db.dataSource.query('ANALYZE outbox_messages');
    await db.dataSource.query('ANALYZE processed_webhook_events');
    const plan = async (sql: string) =>
      JSON.stringify(await db.dataSource.query(`EXPLAIN (FORMAT JSON) ${sql}`, [daysAgo(RETENTION_DAYS), 5000]));
    const outbox = await plan(PRUNE_STATEMENTS.outbox);
    expect(outbox).toContain('ix_outbox_messages_dispatched_at');
    expect(outbox).not.toContain('Seq Scan');
    const events = await plan(PRUNE_STATEMENTS.webhookEvents);
    expect(events).toContain('ix_processed_webhook_events_processed_at');
    expect(events).not.toContain('Seq Scan');
  });
});
