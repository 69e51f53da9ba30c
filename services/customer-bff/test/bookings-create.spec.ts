import { BOOKING_RULES, MESSAGES, type ApiErrorBody, type BookingDto } from '@chefs/contracts';
import { Booking, BookingStatusHistory, type Chef, type User } from '@chefs/db';
import { bookingRequest, daysFromToday, startTestApp, type TestApp } from './support';

describe('POST /api/bookings (HTTP, seeded Postgres)', () => {
  let t: TestApp;
  let customer: User;
  let cookie: string;
  let chef: Chef;

  const bookings = () => t.db.dataSource.getRepository(Booking);
  const post = (body: object, as = cookie) => t.http.post('/api/bookings').set('Cookie', as).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    ({ user: customer, cookie } = await t.newUser());
    chef = await t.newChef({ pricePerPersonCents: 8550 });
  });

  afterAll(async () => {
    await t.close();
  });

  it('books the chef: 201, pending and unpaid, priced by the server, with its history and e-mail', async () => {
    const res = await post(bookingRequest(chef.id, { guestCount: 3, eventDate: daysFromToday(20) })).expect(201);
    const body = res.body as BookingDto;
    expect(body).toMatchObject({
      id: expect.any(Number),
      chefId: chef.id,
      chefName: chef.name,
      status: 'pending',
      paymentStatus: 'pending',
      eventDate: daysFromToday(20),
      eventTime: 'evening',
      guestCount: 3,
      totalAmount: 256.5,
    });
    const row = await bookings().findOneByOrFail({ id: body.id });
    expect(row).toMatchObject({ customerId: customer.id, totalAmountCents: 25650 });
    const history = await t.db.dataSource.getRepository(BookingStatusHistory).findBy({ bookingId: body.id });
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'pending',
        changedById: customer.id,
        changedByRole: 'customer',
      }),
    ]);
    const [mail, ...moreMails] = await t.outbox(`booking_received:${body.id}`, 'email');
    expect(moreMails).toEqual([]);
    expect(mail.payload).toMatchObject({
      template: 'booking_received',
      to: 'casey.morgan@example.com',
      data: { bookingId: body.id, chefName: chef.name, totalAmount: '256.50', guestCount: 3 },
    });
    // In the same transaction: the customer's push (the chef of this test has no account to push to).
    const pushes = await t.outbox(`booking_received:${body.id}`, 'push');
    expect(pushes.map((p) => p.payload)).toEqual([
      {
        userId: customer.id,
        title: 'Booking request sent',
        body: expect.stringContaining(chef.name),
        url: `/bookings/${body.id}`,
        bookingId: body.id,
      },
    ]);
    expect(await t.outbox(`booking_request:${body.id}`)).toEqual([]);
  });

  it('tells the chef of the new request by e-mail and by push, with Accept and Decline, to open in the chef portal', async () => {
    const { user: chefUser } = await t.newUser('chef');
    const ownChef = await t.newChef({ userId: chefUser.id });
    const res = await post(bookingRequest(ownChef.id, { guestCount: 1, eventDate: daysFromToday(22) })).expect(201);
    const id = (res.body as BookingDto).id;
    expect((await t.outbox(`booking_request:${id}`)).map((r) => [r.queue, r.payload])).toEqual([
      [
        'email',
        {
          template: 'booking_request',
          to: chefUser.email,
          data: expect.objectContaining({
            bookingId: id,
            chefName: ownChef.name,
            clientName: 'Casey Morgan',
            guestCount: 1,
            clientAddress: expect.any(String),
          }),
        },
      ],
      [
        'push',
        {
          userId: chefUser.id,
          title: 'New booking request',
          body: expect.stringContaining('Casey Morgan, 1 guest, '),
          url: `/chef-portal?booking=${id}`,
          bookingId: id,
          actions: ['accept', 'decline'],
        },
      ],
    ]);
  });

  it('ignores a total the browser tampered with: total = price x guests', async () => {
    const res = await post(
      bookingRequest(chef.id, { guestCount: 2, totalAmount: 1, eventDate: daysFromToday(21) }),
    ).expect(201);
    expect((res.body as BookingDto).totalAmount).toBe(171);
    expect((await bookings().findOneByOrFail({ id: (res.body as BookingDto).id })).totalAmountCents).toBe(17100);
  });

  describe('refuses an invalid form with the spec’s exact messages (400) and writes nothing', () => {
    const cases: [field: string, value: unknown, message: string][] = [
      ['serviceType', 'brunch', BOOKING_RULES.serviceType.message],
      ['eventDate', '', MESSAGES.booking.eventDate],
      ['eventTime', 'midnight', MESSAGES.schedule.timeSlot],
      ['guestCount', 0, MESSAGES.booking.guestCount],
      ['guestCount', 21, BOOKING_RULES.guestCount.maxMessage],
      ['clientName', '  ', MESSAGES.booking.clientName],
      ['clientEmail', 'not-an-email', MESSAGES.booking.clientEmail],
      ['clientAddress', '', MESSAGES.booking.clientAddress],
    ];
    it.each(cases)('%s = %j -> "%s"', async (field, value, message) => {
      const before = await bookings().count();
      const res = await post(bookingRequest(chef.id, { [field]: value })).expect(400);
      const body = res.body as ApiErrorBody;
      expect(body.message).toBe(message);
      expect(body.errors).toEqual([{ field, message }]);
      expect(await bookings().count()).toBe(before);
    });

    it('lists every broken field once, each with its message', async () => {
      const res = await post({ chefId: chef.id, guestCount: 0, clientEmail: 'x' }).expect(400);
      const errors = (res.body as ApiErrorBody).errors ?? [];
      expect(errors.map((e) => e.message)).toEqual([
        BOOKING_RULES.serviceType.message,
        MESSAGES.booking.eventDate,
        MESSAGES.schedule.timeSlot,
        MESSAGES.booking.guestCount,
        MESSAGES.booking.clientName,
        MESSAGES.booking.clientEmail,
        MESSAGES.booking.clientAddress,
      ]);
    });

    it('refuses a date in the past or beyond 90 days ahead (Atlanta time)', async () => {
      for (const eventDate of [daysFromToday(-1), daysFromToday(91)]) {
        const res = await post(bookingRequest(chef.id, { eventDate })).expect(400);
        expect(res.body).toMatchObject({
          message: MESSAGES.booking.pastDate,
          errors: [{ field: 'eventDate', message: MESSAGES.booking.pastDate }],
        });
      }
      await post(bookingRequest(chef.id, { eventDate: daysFromToday(90), eventTime: 'morning' })).expect(201);
    });

    it('refuses fields the form does not have', async () => {
      const res = await post(bookingRequest(chef.id, { status: 'confirmed', paymentStatus: 'paid' })).expect(400);
      expect((res.body as ApiErrorBody).errors?.map((e) => e.field)).toEqual(['status', 'paymentStatus']);
    });
  });

  it('answers 404 "Chef Not Found" for a chef that is missing, not approved or inactive', async () => {
    const pending = await t.newChef({ isApproved: false });
    const inactive = await t.newChef({ isActive: false });
    const before = await bookings().count();
    for (const chefId of [pending.id, inactive.id, 999_999]) {
      const res = await post(bookingRequest(chefId)).expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, message: 'Chef Not Found' });
    }
    expect(await bookings().count()).toBe(before);
  });

  it('answers a chef id that names no chef, 0 or past the int4 ids included, with the same 404 as an unknown one', async () => {
    const before = await bookings().count();
    const unknown = await post(bookingRequest(999_999)).expect(404);
    // As JSON text: 9223372036854775807 has no exact JS number to stringify.
    const asJson = (chefId: string) => JSON.stringify(bookingRequest(1)).replace('"chefId":1,', `"chefId":${chefId},`);
    for (const chefId of ['2147483648', '9223372036854775807', '0', '-4']) {
      const res = await t.http
        .post('/api/bookings')
        .set('Cookie', cookie)
        .set('content-type', 'application/json')
        .send(asJson(chefId));
      expect([chefId, res.status, res.body]).toEqual([chefId, 404, unknown.body]);
    }
    // Not a whole number at all: the request is malformed (400), not about a chef.
    expect((await post(bookingRequest(chef.id, { chefId: 'abc' })).expect(400)).body.errors).toEqual([
      { field: 'chefId', message: MESSAGES.booking.chefNotFound },
    ]);
    expect(await bookings().count()).toBe(before);
  });

  it('gives one of 50 simultaneous requests for one chef, date and slot the booking; 49 hear it is taken', async () => {
    const contested = await t.newChef();
    const cookies = [cookie, ...(await Promise.all(Array.from({ length: 4 }, () => t.newUser()))).map((u) => u.cookie)];
    const body = bookingRequest(contested.id, { eventDate: daysFromToday(45), eventTime: 'afternoon' });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => post(body, cookies[i % cookies.length])));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body).toMatchObject({ statusCode: 409, message: MESSAGES.booking.slotTaken });
    }
    expect(await bookings().countBy({ chefId: contested.id })).toBe(1);
    const mails = (await t.outbox('booking_received:', 'email')).filter(
      (m) => (m.payload as { data: { chefName?: string } }).data.chefName === contested.name,
    );
    expect(mails).toHaveLength(1);
  });

  it('frees the slot again once the booking holding it is cancelled', async () => {
    const freed = await t.newChef();
    const body = bookingRequest(freed.id, { eventDate: daysFromToday(50) });
    const first = (await post(body).expect(201)).body as BookingDto;
    await post(body).expect(409);
    await bookings().update({ id: first.id }, { status: 'cancelled' });
    await post(body).expect(201);
  });
});
