import { MESSAGES, SCHEDULE_REQUEST_RULES, type ScheduleRequestDto } from '@chefs/contracts';
import { ScheduleRequest, type User } from '@chefs/db';
import { daysFromToday, startTestApp, type TestApp } from './support';

describe('schedule requests and their confirmation e-mail (HTTP, seeded Postgres)', () => {
  let t: TestApp;
  let me: User;
  let cookie: string;

  const create = (body: object, as = cookie) => t.http.post('/api/schedule-requests').set('Cookie', as).send(body);
  const confirm = (body: object, as = cookie) =>
    t.http.post('/api/send-booking-confirmation').set('Cookie', as).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    ({ user: me, cookie } = await t.newUser());
  });

  afterAll(async () => {
    await t.close();
  });

  it('saves a recurring request for the signed-in user, dates de-duplicated and sorted', async () => {
    const [a, b, c] = [daysFromToday(3), daysFromToday(10), daysFromToday(17)];
    const res = await create({
      bookingType: 'recurring',
      recurringFrequency: 'weekly',
      dates: [c, a, b, a],
      timeSlot: 'evening',
      notes: '  Gate code 1234  ',
    }).expect(201);
    const body = res.body as ScheduleRequestDto;
    expect(body).toEqual({
      id: expect.any(Number),
      bookingType: 'recurring',
      recurringFrequency: 'weekly',
      dates: [a, b, c],
      timeSlot: 'evening',
      notes: 'Gate code 1234',
      status: 'open',
      createdAt: expect.any(String),
    });
    expect(await t.db.dataSource.getRepository(ScheduleRequest).findOneByOrFail({ id: body.id })).toMatchObject({
      userId: me.id,
      dates: [a, b, c],
    });
  });

  it('stores no frequency for a single request, and needs one for a recurring request', async () => {
    const single = await create({
      bookingType: 'single',
      recurringFrequency: 'monthly',
      dates: [daysFromToday(0)],
      timeSlot: 'morning',
    }).expect(201);
    expect(single.body).toMatchObject({ recurringFrequency: null, notes: null, dates: [daysFromToday(0)] });
    const res = await create({ bookingType: 'recurring', dates: [daysFromToday(5)], timeSlot: 'morning' }).expect(400);
    expect(res.body.message).toBe(SCHEDULE_REQUEST_RULES.recurringFrequency.message);
  });

  it('refuses no date, no slot, dates outside today..today+90 and a single request of several dates, saving nothing', async () => {
    const before = await t.db.dataSource.getRepository(ScheduleRequest).count();
    const noDate = await create({ bookingType: 'single', dates: [], timeSlot: 'evening' }).expect(400);
    expect(noDate.body.message).toBe(MESSAGES.schedule.dates);
    const noSlot = await create({ bookingType: 'single', dates: [daysFromToday(2)] }).expect(400);
    expect(noSlot.body.message).toBe(MESSAGES.schedule.timeSlot);
    for (const date of [daysFromToday(-1), daysFromToday(91), '2030-02-30', 'tomorrow']) {
      const res = await create({ bookingType: 'single', dates: [date], timeSlot: 'evening' }).expect(400);
      expect(res.body.message).toBe(MESSAGES.booking.pastDate);
    }
    const twoDates = [daysFromToday(3), daysFromToday(4)];
    const single = await create({ bookingType: 'single', dates: twoDates, timeSlot: 'evening' }).expect(400);
    expect(single.body.message).toBe(MESSAGES.schedule.singleDate);
    expect(await t.db.dataSource.getRepository(ScheduleRequest).count()).toBe(before);
    // The same date twice is one date.
    await create({ bookingType: 'single', dates: [daysFromToday(3), daysFromToday(3)], timeSlot: 'evening' }).expect(
      201,
    );
  });

  it('queues the confirmation e-mail once per request, to the signed-in user, whatever address the body names', async () => {
    const request = (
      await create({ bookingType: 'single', dates: [daysFromToday(8)], timeSlot: 'afternoon' }).expect(201)
    ).body as ScheduleRequestDto;
    const body = {
      requestId: request.id,
      userEmail: 'stranger@example.com',
      bookingData: { bookingType: 'single', dates: [daysFromToday(8)], timeSlot: 'afternoon' },
    };
    expect((await confirm(body).expect(200)).body).toEqual({ queued: true });
    expect((await confirm(body).expect(200)).body).toEqual({ queued: false });
    const mails = await t.outbox(`schedule_request_received:${request.id}`);
    expect(mails).toHaveLength(1);
    expect(mails[0].payload).toMatchObject({
      template: 'schedule_request_received',
      to: me.email,
      data: { firstName: 'Sam', bookingType: 'single', dates: daysFromToday(8), timeSlot: 'afternoon' },
    });
  });

  it('answers 404 for another user’s request or a missing one, and queues nothing', async () => {
    const request = (
      await create({ bookingType: 'single', dates: [daysFromToday(9)], timeSlot: 'evening' }).expect(201)
    ).body as ScheduleRequestDto;
    const { cookie: stranger } = await t.newUser();
    await confirm({ requestId: request.id }, stranger).expect(404);
    await confirm({ requestId: 999_999 }).expect(404);
    expect(await t.outbox(`schedule_request_received:${request.id}`)).toHaveLength(0);
  });

  it('answers a request id past the int4 ids, or 0, with the same 404 as an unknown one', async () => {
    const unknown = await confirm({ requestId: 999_999 }).expect(404);
    for (const requestId of ['2147483648', '9223372036854775807', '0']) {
      const res = await t.http
        .post('/api/send-booking-confirmation')
        .set('Cookie', cookie)
        .set('content-type', 'application/json')
        .send(`{"requestId":${requestId}}`);
      expect([requestId, res.status, res.body]).toEqual([requestId, 404, unknown.body]);
    }
  });
});
