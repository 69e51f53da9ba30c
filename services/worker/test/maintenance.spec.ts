import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Booking, BookingStatusHistory, Chef, User } from '@chefs/db';
import type { TestDatabase } from '@chefs/db/testing';
import { addDays, marketToday } from '@chefs/domain';
import type { BookingStatus, TimeSlot } from '@chefs/contracts';
import type { QueueRegistry } from '../src/queues/queue-registry';
import { CompletionService } from '../src/maintenance/completion.service';
import { MAINTENANCE_JOBS } from '../src/maintenance/maintenance.processor';
import { startSeededWorker, waitFor, type SeededWorker } from './support';

/** 10:00 in Atlanta (EDT) on Wednesday, April 10, 2030. */
const NOW = new Date('2030-04-10T14:00:00Z');

describe('worker: completion of past bookings', () => {
  let worker: SeededWorker;
  let db: TestDatabase;
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
    worker = await startSeededWorker();
    ({ db, app, registry } = worker);
    customer = await db.dataSource.getRepository(User).findOneByOrFail({ email: 'customer@demo.test' });
    chef = await db.dataSource.getRepository(Chef).save({
      name: 'Test Chef Rivera',
      location: 'Atlanta, GA',
      specialty: 'southern',
      pricePerPersonCents: 8500,
      isApproved: true,
    });
  });

  afterAll(() => worker.close());

  it('completes confirmed bookings the day after their date and records who changed them', async () => {
    const yesterday = await book('2030-04-09', 'evening');
    const today = await book('2030-04-10', 'afternoon');
    const cancelled = await book('2030-04-01', 'evening', 'cancelled');

    // The demo data's own past confirmed bookings are completed too.
    const [{ n: pastConfirmed }] = await db.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM bookings WHERE status = 'confirmed' AND event_date < '2030-04-10'`,
    );
    const completion = app.get(CompletionService);
    expect(await completion.completePastBookings(NOW)).toBe(pastConfirmed);
    expect(await statusOf(yesterday)).toBe('completed');
    expect(await statusOf(today)).toBe('confirmed');
    expect(await statusOf(cancelled)).toBe('cancelled');

    expect(await completion.completePastBookings(NOW)).toBe(0);
    const history = await db.dataSource.getRepository(BookingStatusHistory).findBy({ bookingId: yesterday.id });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      fromStatus: 'confirmed',
      toStatus: 'completed',
      changedById: null,
      changedByRole: 'system',
    });
  });

  it('completes a backlog a batch at a time, each booking once, with its history row, e-mail and push', async () => {
    const backlog = [];
    for (let day = 1; day <= 7; day += 1)
      backlog.push(await book(`2030-03-${String(day).padStart(2, '0')}`, 'evening'));
    const ids = backlog.map((b) => b.id);

    // Batches of 3: three transactions (3, 3, 1), the last one short, which ends the run.
    expect(await app.get(CompletionService).completePastBookings(NOW, 3)).toBe(7);
    for (const b of backlog) expect(await statusOf(b)).toBe('completed');
    const history = await db.dataSource.query<{ id: number; bookingId: number }[]>(
      `SELECT id, booking_id AS "bookingId" FROM booking_status_history
        WHERE booking_id = ANY($1) AND to_status = 'completed' AND changed_by_role = 'system'
          AND reason = 'The event date has passed.'
        ORDER BY booking_id`,
      [ids],
    );
    expect(history.map((h) => h.bookingId)).toEqual(ids);
    // Each booking's e-mail and push are keyed by its history row.
    const outbox = await db.dataSource.query<
      { queue: string; payload: { bookingId?: number; data?: { bookingId: number } } }[]
    >(`SELECT queue, payload FROM outbox_messages WHERE idempotency_key = ANY($1) ORDER BY id`, [
      history.flatMap(({ id, bookingId }) => [
        `booking-status:${bookingId}:completed:${id}`,
        `booking-status:${bookingId}:completed:${id}:push`,
      ]),
    ]);
    expect(outbox.filter((o) => o.queue === 'email').map((o) => o.payload.data?.bookingId)).toEqual(ids);
    expect(outbox.filter((o) => o.queue === 'push').map((o) => o.payload.bookingId)).toEqual(ids);
    expect(await app.get(CompletionService).completePastBookings(NOW, 3)).toBe(0);
  });

  it('runs completion as a maintenance job on the queue', async () => {
    const past = await book(addDays(marketToday(), -1), 'morning');
    const job = await registry.queues.maintenance.add(MAINTENANCE_JOBS.completion, {});
    await waitFor(async () => (await registry.queues.maintenance.getJob(job.id!))?.isCompleted(), 'the completion job');
    expect(await statusOf(past)).toBe('completed');
  });
});
