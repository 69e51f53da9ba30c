import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { generateVAPIDKeys } from 'web-push';
import { Booking, PushSubscription } from '@chefs/db';
import { createTestDatabase, type TestDatabase } from '@chefs/db/testing';
import { REMINDER_JOBS, type BookingStatus, type ReminderJob, type TimeSlot } from '@chefs/contracts';
import { addDays, marketToday, reminderDueAt, slotStartsAt } from '@chefs/domain';
import { enqueueOutbox, reminderJobId, reminderSyncEvent } from '@chefs/queue';
import { bookingFixtures, type BookingFixtures } from '@chefs/testing';
import type { User } from '@chefs/db';
import { QueueRegistry } from '../src/queues/queue-registry';
import { RelayService } from '../src/relay/relay.service';
import { ReminderScheduleService } from '../src/reminders/reminder-schedule.service';
import { SendReminderService } from '../src/reminders/send-reminder.service';
import { browserSubscription, decryptPush, startPushService, type LocalPushService } from './push-service';
import { startSmtpServer, startWorkerApp, uniquePrefix, waitFor, workerConfig, type LocalSmtpServer } from './support';

/** The first slot that starts between 10 minutes and 24 hours from now: its reminder is due at once. */
function slotWithinADay(): { eventDate: string; eventTime: TimeSlot } {
  const now = Date.now();
  for (const eventDate of [marketToday(), addDays(marketToday(), 1)]) {
    for (const eventTime of ['morning', 'afternoon', 'evening'] as const) {
      const start = slotStartsAt(eventDate, eventTime).getTime();
      if (start > now + 10 * 60_000 && start <= now + 24 * 3_600_000) return { eventDate, eventTime };
    }
  }
  throw new Error('no slot within a day');
}

describe('worker: one delayed reminder per confirmed booking', () => {
  let db: TestDatabase;
  let smtp: LocalSmtpServer;
  let pushService: LocalPushService;
  let app: NestFastifyApplication;
  let registry: QueueRegistry;
  let fx: BookingFixtures;
  let customer: User;

  beforeAll(async () => {
    [db, smtp, pushService] = await Promise.all([createTestDatabase(), startSmtpServer(), startPushService()]);
    const vapid = generateVAPIDKeys();
    app = await startWorkerApp(
      workerConfig({
        DATABASE_URL: db.url,
        SMTP_URL: smtp.url,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
      }),
      {
        queuePrefix: uniquePrefix(),
        relayIntervalMs: 0,
        scheduleMaintenance: false,
        pushAgent: pushService.agent,
        localPushOrigins: [pushService.origin],
      },
    );
    registry = app.get(QueueRegistry);
    fx = bookingFixtures(db.dataSource, 'worker-reminder-tests-session-secret-0123');
    customer = (await fx.newUser()).user;
  });

  afterAll(async () => {
    await app.close();
    await Promise.all([db.drop(), smtp.close(), pushService.close()]);
  });

  /** A booking change as a BFF writes it: the row and the reminder sync in one transaction, then relayed. */
  async function change(
    booking: Booking,
    patch: Partial<Pick<Booking, 'status' | 'eventDate' | 'eventTime'>>,
    changeKey: string,
  ): Promise<void> {
    await db.dataSource.transaction(async (m) => {
      await m.getRepository(Booking).update({ id: booking.id }, patch);
      await enqueueOutbox(m, reminderSyncEvent(booking.id, changeKey));
    });
    await app.get(RelayService).relayNow();
  }
  const reminderOf = (booking: Booking) => registry.queues.reminders.getJob(reminderJobId(booking.id));
  const bookingsWithReminders = async () =>
    (await registry.queues.reminders.getJobs(['delayed', 'waiting', 'active', 'completed']))
      .filter((j) => j.name === REMINDER_JOBS.send)
      .map((j) => (j.data as ReminderJob).bookingId);

  it('exists once the booking is confirmed, moves with its date and slot, and goes when it is cancelled', async () => {
    const chef = await fx.newChefProfile();
    const booking = await fx.insertBooking(customer, chef, { eventDate: addDays(marketToday(), 10) });
    await change(booking, { status: 'pending' }, 'created');
    // Pending: no reminder.
    await waitFor(async () => (await registry.queues.reminders.getCompletedCount()) >= 1, 'the first sync');
    expect(await reminderOf(booking)).toBeUndefined();

    await change(booking, { status: 'confirmed' }, 'confirmed');
    const first = await waitFor(() => reminderOf(booking), 'the reminder job');
    const firstDue = reminderDueAt(booking.eventDate, 'evening');
    expect(await first.getState()).toBe('delayed');
    expect(first.data).toEqual({
      bookingId: booking.id,
      eventDate: booking.eventDate,
      eventTime: 'evening',
      dueAt: firstDue.toISOString(),
    });
    expect(Math.abs(first.timestamp + first.delay - firstDue.getTime())).toBeLessThan(5000);

    // Moved three days later, to the morning: the same job id, due 24 hours before the new slot.
    const newDate = addDays(booking.eventDate, 3);
    await change(booking, { eventDate: newDate, eventTime: 'morning' }, `moved:${newDate}:morning`);
    const moved = await waitFor(async () => {
      const job = await reminderOf(booking);
      return job && (job.data as ReminderJob).eventDate === newDate ? job : undefined;
    }, 'the moved reminder');
    const newDue = reminderDueAt(newDate, 'morning');
    expect(moved.data).toMatchObject({ eventTime: 'morning', dueAt: newDue.toISOString() });
    expect(Math.abs(moved.timestamp + moved.delay - newDue.getTime())).toBeLessThan(5000);
    expect((await bookingsWithReminders()).filter((id) => id === booking.id)).toHaveLength(1);

    await change(booking, { status: 'cancelled' }, 'cancelled');
    await waitFor(async () => !(await reminderOf(booking)), 'the reminder to be dropped');
  });

  it('comes due 24 hours before the slot and sends the customer one e-mail and one push per device, and the chef an e-mail', async () => {
    const { user: chefUser } = await fx.newUser('chef');
    const chef = await fx.newChefProfile({ name: 'Chef Amara Okafor', userId: chefUser.id });
    const slot = slotWithinADay();
    const phone = browserSubscription();
    await db.dataSource
      .getRepository(PushSubscription)
      .save({ userId: customer.id, endpoint: `${pushService.origin}/ok/reminder-phone`, ...phone.keys });
    const booking = await fx.insertBooking(customer, chef, { ...slot, status: 'confirmed' as BookingStatus });
    await change(booking, {}, 'confirmed');

    const mail = await waitFor(
      () => smtp.mails.find((m) => m.subject.startsWith('Reminder: Chef Amara Okafor')),
      'the reminder e-mail',
    );
    expect(mail.to).toEqual([customer.email]);
    const chefMail = await waitFor(
      () => smtp.mails.find((m) => m.subject.startsWith('Reminder: you cook for ')),
      'the chef’s reminder e-mail',
    );
    expect(chefMail.to).toEqual([chefUser.email]);
    // The link to the booking in the portal (quoted-printable writes its = as =3D).
    expect(chefMail.raw).toMatch(new RegExp(`/chef-portal\\?booking=(3D)?${booking.id}\\b`));
    const push = await waitFor(
      () => pushService.delivered.find((d) => d.path === '/ok/reminder-phone'),
      'the reminder push',
    );
    expect(JSON.parse(decryptPush(push.body, phone))).toMatchObject({
      title: 'Booking reminder',
      url: `/bookings/${booking.id}`,
      bookingId: booking.id,
    });

    // The reminder running again (a retry, a redelivery) sends nothing more.
    const job = (await reminderOf(booking))!;
    await waitFor(() => job.isCompleted(), 'the reminder job to complete');
    expect(await app.get(SendReminderService).send(job.data as ReminderJob)).toBe('sent');
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.mails.filter((m) => m.subject.startsWith('Reminder: Chef Amara Okafor'))).toHaveLength(1);
    expect(smtp.mails.filter((m) => m.subject.startsWith('Reminder: you cook for '))).toHaveLength(1);
    expect(pushService.delivered.filter((d) => d.path === '/ok/reminder-phone')).toHaveLength(1);
    // A second sync of the same booking keeps the sent reminder instead of sending another.
    expect(await app.get(ReminderScheduleService).sync(booking.id)).toBe('kept');
  });

  it('sends nothing for a reminder whose booking moved or was cancelled meanwhile', async () => {
    const chef = await fx.newChefProfile();
    const slot = slotWithinADay();
    const booking = await fx.insertBooking(customer, chef, { ...slot, status: 'cancelled' as BookingStatus });
    const sender = app.get(SendReminderService);
    const job: ReminderJob = {
      bookingId: booking.id,
      ...slot,
      dueAt: reminderDueAt(slot.eventDate, slot.eventTime).toISOString(),
    };
    expect(await sender.send(job)).toBe('stale');
    await db.dataSource.getRepository(Booking).update({ id: booking.id }, { status: 'confirmed' });
    expect(await sender.send({ ...job, eventDate: addDays(slot.eventDate, 1) })).toBe('stale');
  });

  it('puts back the reminders Redis lost for the bookings of the next days', async () => {
    const chef = await fx.newChefProfile();
    const booking = await fx.insertBooking(customer, chef, {
      eventDate: addDays(marketToday(), 2),
      status: 'confirmed' as BookingStatus,
    });
    const schedule = app.get(ReminderScheduleService);
    expect(await schedule.sync(booking.id)).toBe('scheduled');
    await (await reminderOf(booking))!.remove();

    expect(await schedule.reconcile()).toBeGreaterThanOrEqual(1);
    expect(await (await reminderOf(booking))!.getState()).toBe('delayed');
    expect(await schedule.reconcile()).toBe(0);
  });

  it('reconciles a batch at a time, by keyset over the days and ids, each booking once', async () => {
    const schedule = app.get(ReminderScheduleService);
    await schedule.reconcile(); // whatever the other tests and the demo data left
    const chef = await fx.newChefProfile();
    const lost = [];
    const slots = [
      [1, 'morning'],
      [1, 'evening'],
      [2, 'morning'],
      [2, 'afternoon'],
      [2, 'evening'],
      [3, 'evening'],
    ] as const;
    for (const [day, eventTime] of slots) {
      const booking = await fx.insertBooking(customer, chef, {
        eventDate: addDays(marketToday(), day),
        eventTime,
        status: 'confirmed' as BookingStatus,
      });
      lost.push({ booking, day });
    }
    // Batches of 2 over the five bookings of the next two days: ties on a date are paged by id;
    // the one three days away is left to a later run.
    expect(await schedule.reconcile(new Date(), 2)).toBe(5);
    for (const { booking, day } of lost) {
      const job = await reminderOf(booking);
      if (day > 2) expect(job).toBeUndefined();
      else expect(await job!.getState()).toMatch(/^(delayed|waiting|active|completed)$/);
    }
    expect(await schedule.reconcile(new Date(), 2)).toBe(0);
  });
});
