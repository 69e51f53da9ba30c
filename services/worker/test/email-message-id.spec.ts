import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { OutboxMessage } from '@chefs/db';
import { createTestDatabase, type TestDatabase } from '@chefs/db/testing';
import { jobIdFor } from '@chefs/queue';
import type { EmailJob } from '@chefs/contracts';
import { EmailService } from '../src/email/email.service';
import { startSmtpServer, startWorkerApp, uniquePrefix, waitFor, workerConfig, type LocalSmtpServer } from './support';

const messageIdOf = (raw: string): string | undefined =>
  /^Message-ID:\s*(\S+)/im.exec(raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' '))?.[1];

describe('worker: e-mail sent outside the transaction, at least once with a stable Message-ID', () => {
  let db: TestDatabase;
  let smtp: LocalSmtpServer;
  let app: NestFastifyApplication;
  let email: EmailService;

  const job: EmailJob = {
    template: 'booking_reminder',
    to: 'casey@demo.test',
    data: { bookingId: 77, clientName: 'Casey' },
  };
  const openTransactions = async (): Promise<number> => {
    const [row] = await db.dataSource.query<{ n: string }[]>(
      `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
    );
    return Number(row.n);
  };

  beforeAll(async () => {
    [db, smtp] = await Promise.all([createTestDatabase(), startSmtpServer()]);
    const config = workerConfig({
      DATABASE_URL: db.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Atlanta Private Chefs <hello@chefs.test>',
    });
    app = await startWorkerApp(config, { queuePrefix: uniquePrefix(), relayIntervalMs: 0, scheduleMaintenance: false });
    email = app.get(EmailService);
  });

  afterAll(async () => {
    await app.close();
    await Promise.all([db.drop(), smtp.close()]);
  });

  it('holds no database transaction open while the SMTP relay is answering', async () => {
    const jobId = jobIdFor('reminder-mail:77');
    smtp.hold(true);
    const sending = email.send(job, jobId);
    try {
      await waitFor(() => smtp.heldCount() === 1, 'the relay to hold the message');
      expect(await openTransactions()).toBe(0);
    } finally {
      smtp.hold(false);
    }
    expect(await sending).toBe(true);
    expect(smtp.mails).toHaveLength(1);
  });

  it('resends a retried job with the same Message-ID, and skips it once it is marked sent', async () => {
    smtp.mails.length = 0;
    const jobId = jobIdFor('booking-received:78');
    expect(await email.send({ ...job, template: 'booking_received' }, jobId)).toBe(true);

    // The worker died after the relay accepted the message and before the done marker was written:
    // BullMQ hands the job out again.
    await db.dataSource.getRepository(OutboxMessage).delete({ idempotencyKey: `done:email:${jobId}` });
    expect(await email.send({ ...job, template: 'booking_received' }, jobId)).toBe(true);
    // A third delivery of the same job (redelivered after the marker): nothing is sent.
    expect(await email.send({ ...job, template: 'booking_received' }, jobId)).toBe(false);

    expect(smtp.mails).toHaveLength(2);
    const [first, second] = smtp.mails.map((m) => messageIdOf(m.raw));
    expect(first).toBe('<booking-received%3A78@chefs.test>');
    expect(second).toBe(first);

    // Another job gets another Message-ID.
    await email.send(job, jobIdFor('booking-received:79'));
    expect(messageIdOf(smtp.mails[2].raw)).toBe('<booking-received%3A79@chefs.test>');
  });
});
