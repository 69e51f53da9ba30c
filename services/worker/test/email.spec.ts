import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { OutboxMessage } from '@chefs/db';
import { createTestDatabase, type TestDatabase } from '@chefs/db/testing';
import { fastifyOf } from '@chefs/server-core';
import { emailEvent, enqueueOutbox, jobIdFor, OutboxRelay } from '@chefs/queue';
import { QueueRegistry } from '../src/queues/queue-registry';
import { RelayService } from '../src/relay/relay.service';
import { startSmtpServer, startWorkerApp, uniquePrefix, waitFor, workerConfig, type ReceivedMail } from './support';

describe('worker: outbox e-mail through BullMQ to SMTP', () => {
  let db: TestDatabase;
  let smtp: { url: string; mails: ReceivedMail[]; close(): Promise<void> };
  let app: NestFastifyApplication;
  let registry: QueueRegistry;

  beforeAll(async () => {
    [db, smtp] = await Promise.all([createTestDatabase(), startSmtpServer()]);
    const config = workerConfig({
      DATABASE_URL: db.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Atlanta Private Chefs <hello@chefs.test>',
    });
    app = await startWorkerApp(config, { queuePrefix: uniquePrefix(), relayIntervalMs: 0, scheduleMaintenance: false });
    registry = app.get(QueueRegistry);
  });

  afterAll(async () => {
    await app.close();
    await Promise.all([db.drop(), smtp.close()]);
  });

  it('answers /healthz and /readyz with Postgres and Redis up', async () => {
    const fastify = fastifyOf(app);
    expect((await fastify.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await fastify.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
  });

  it('sends one e-mail to the right person however often its outbox row is relayed', async () => {
    const key = 'booking-received:41';
    await db.dataSource.transaction((m) =>
      enqueueOutbox(
        m,
        emailEvent(
          'booking_received',
          'casey@demo.test',
          {
            bookingId: 41,
            clientName: 'Casey',
            chefName: 'Marcus Johnson',
            serviceType: 'private_dinner',
            eventDate: '2030-05-03',
            eventTime: 'evening',
            guestCount: 4,
            totalAmount: '340.00',
          },
          key,
        ),
      ),
    );
    // Two relays at once: the worker's own and a second replica.
    const other = new OutboxRelay(db.dataSource, registry.queues);
    await Promise.all([app.get(RelayService).relayNow(), other.drain()]);
    await waitFor(() => smtp.mails.length > 0, 'the e-mail');

    // The row is relayed again later (a crash before the commit) after BullMQ dropped the finished job.
    const jobId = jobIdFor(key);
    await waitFor(async () => (await registry.queues.email.getJob(jobId))?.isCompleted(), 'the job to complete');
    await registry.queues.email.remove(jobId);
    await db.dataSource.getRepository(OutboxMessage).update({ idempotencyKey: key }, { dispatchedAt: null });
    expect(await other.drain()).toBe(1);
    await waitFor(async () => (await registry.queues.email.getJob(jobId))?.isCompleted(), 'the second run to complete');

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail.to).toEqual(['casey@demo.test']);
    expect(mail.from).toBe('hello@chefs.test');
    expect(mail.subject).toBe('Booking request received: Marcus Johnson on Friday, May 3, 2030');
    expect(mail.raw).toContain('Total: $340.00');
    expect(mail.raw).toContain('text/html');
  });
});
