import { Booking, BookingStatusHistory } from '@chefs/db';
import { MESSAGES } from '@chefs/contracts';
import { bookingRequest, daysFromToday, startTestApp, type TestApp } from './support';

describe('customer-bff: 200 simultaneous bookings of one chef slot (HTTP, real Postgres)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t?.close());

  it('make exactly one booking, with one history row and one e-mail; the other 199 hear the slot is taken (409)', async () => {
    const chef = await t.newChef();
    // 40 customers, five requests each, all at once.
    const customers = await Promise.all(Array.from({ length: 40 }, () => t.newUser()));
    const body = bookingRequest(chef.id, { eventDate: daysFromToday(75), eventTime: 'morning' });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.http
          .post('/api/bookings')
          .set('Cookie', customers[i % customers.length].cookie)
          .send(body),
      ),
    );

    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body).toMatchObject({ statusCode: 409, message: MESSAGES.booking.slotTaken });
    }

    const made = await t.db.dataSource.getRepository(Booking).findBy({ chefId: chef.id });
    expect(made).toHaveLength(1);
    expect(made[0].id).toBe(results.find((r) => r.status === 201)!.body.id);
    expect(await t.db.dataSource.getRepository(BookingStatusHistory).countBy({ bookingId: made[0].id })).toBe(1);
    const mails = (await t.outbox('booking_received:', 'email')).filter(
      (m) => (m.payload as { data: { bookingId?: number } }).data.bookingId === made[0].id,
    );
    expect(mails).toHaveLength(1);
  }, 120_000);
});
