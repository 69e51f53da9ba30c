import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  Booking,
  BookingStatusHistory,
  Chef,
  createTestDatabase,
  OutboxMessage,
  User,
  type TestDatabase,
} from '@chefs/db';
import { addDays, marketToday } from '@chefs/domain';
import type { BookingStatus, TimeSlot } from '@chefs/contracts';
import { QueueRegistry } from '../src/queues/queue-registry';
import { RelayService } from '../src/relay/relay.service';
import { CompletionService } from '../src/maintenance/completion.service';
import { ReminderService } from '../src/maintenance/reminder.service';
import { MAINTENANCE_JOBS } from '../src/maintenance/maintenance.processor';
import { startSmtpServer, startWorkerApp, uniquePrefix, waitFor, workerConfig, type ReceivedMail } from './support';

/** 10:00 in Atlanta (EDT) on Wednesday, April 10, 2030. */
const NOW = new Date('2030-04-10T14:00:00Z');

describe('worker: reminders and completion', () => {
  let db: TestDatabase;
  let smtp: { url: string; mails: ReceivedMail[]; close(): Promise<void> };
  let app: NestFastifyApplication;
  let registry: QueueRegistry;
  let chef: Chef;
  let customer: User;

  const book = (eventDate: string, eventTime: TimeSlot, status: BookingStatus = 'confirmed') =>
    db.dataSource.getRepository(Booking).save({
      customerId: customer.id,
      chefId: chef.id,
      serviceType: 'private_dinner',
      eventDate,
      eventTime,
      guestCount: 2,
      clientName: 'Casey',
      clientEmail: 'casey.reminders@demo.test',
      clientAddress: '12 Peachtree St NE, Atlanta, GA 30303',
      totalAmountCents: 17000,
      status,
      paymentStatus: 'paid',
    });
  const statusOf = async (b: Booking) =>
    (await db.dataSource.getRepository(Booking).findOneByOrFail({ id: b.id })).status;

  beforeAll(async () => {
    [db, smtp] = await Promise.all([createTestDatabase({ seed: true }), startSmtpServer()]);
    app = await startWorkerApp(workerConfig({ DATABASE_URL: db.url, SMTP_URL: smtp.url }), {
      queuePrefix: uniquePrefix(),
      relayIntervalMs: 0,
      scheduleMaintenance: false,
    });
    registry = app.get(QueueRegistry);
    customer = await db.dataSource.getRepository(User).findOneByOrFail({ email: 'customer@demo.test' });
    chef = await db.dataSource.getRepository(Chef).save({
      name: 'Test Chef Rivera',
      location: 'Atlanta, GA',
      specialty: 'southern',
      pricePerPersonCents: 8500,
      isApproved: true,
    });
  });

  afterAll(async () => {
    await Promise.all(Object.values(registry.queues).map((q) => q.obliterate({ force: true })));
    await app.close();
    await Promise.all([db.drop(), smtp.close()]);
  });

  it('reminds confirmed bookings that start within 24 hours, once, by e-mail and push', async () => {
    const tomorrowMorning = await book('2030-04-11', 'morning'); // in 23 hours
    const tonight = await book('2030-04-10', 'evening'); // in 7 hours
    const tomorrowEvening = await book('2030-04-11', 'evening'); // in 31 hours
    const pending = await book('2030-04-11', 'afternoon', 'pending');
    const startedThisMorning = await book('2030-04-10', 'morning');

    const reminders = app.get(ReminderService);
    const first = await reminders.enqueueDueReminders(NOW);
    expect(first).toEqual([tomorrowMorning.id, tonight.id]);
    expect(first).not.toEqual(expect.arrayContaining([tomorrowEvening.id, pending.id, startedThisMorning.id]));
    expect(await reminders.enqueueDueReminders(NOW)).toEqual([]);

    const rows = await db.dataSource.getRepository(OutboxMessage).findBy({});
    const keys = rows.map((r) => r.idempotencyKey).filter((k) => k.startsWith('reminder:'));
    expect(keys.sort()).toEqual(
      [
        `reminder:${tomorrowMorning.id}`,
        `reminder:${tomorrowMorning.id}:push`,
        `reminder:${tonight.id}`,
        `reminder:${tonight.id}:push`,
      ].sort(),
    );
    const push = rows.find((r) => r.idempotencyKey === `reminder:${tonight.id}:push`);
    expect(push?.payload).toMatchObject({
      userId: customer.id,
      title: 'Booking reminder',
      url: `/bookings/${tonight.id}`,
    });

    await app.get(RelayService).relayNow();
    const mail = await waitFor(
      () => smtp.mails.find((m) => m.subject.includes('Thursday, April 11, 2030')),
      'the reminder e-mail',
    );
    expect(mail.to).toEqual(['casey.reminders@demo.test']);
    expect(mail.subject).toBe('Reminder: Test Chef Rivera is cooking for you on Thursday, April 11, 2030');
  });

  it('completes confirmed bookings the day after their date and records who changed them', async () => {
    const yesterday = await book('2030-04-09', 'evening');
    const today = await book('2030-04-10', 'afternoon');
    const cancelled = await book('2030-04-01', 'evening', 'cancelled');

    const completion = app.get(CompletionService);
    const done = await completion.completePastBookings(NOW);
    expect(done).toContain(yesterday.id);
    expect(done).not.toContain(today.id);
    expect(await statusOf(yesterday)).toBe('completed');
    expect(await statusOf(today)).toBe('confirmed');
    expect(await statusOf(cancelled)).toBe('cancelled');

    expect(await completion.completePastBookings(NOW)).toEqual([]);
    const history = await db.dataSource.getRepository(BookingStatusHistory).findBy({ bookingId: yesterday.id });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      fromStatus: 'confirmed',
      toStatus: 'completed',
      changedById: null,
      changedByRole: 'system',
    });
  });

  it('runs completion as a maintenance job on the queue', async () => {
    const past = await book(addDays(marketToday(), -1), 'morning');
    const job = await registry.queues.maintenance.add(MAINTENANCE_JOBS.completion, {});
    await waitFor(async () => (await registry.queues.maintenance.getJob(job.id!))?.isCompleted(), 'the completion job');
    expect(await statusOf(past)).toBe('completed');
  });
});
