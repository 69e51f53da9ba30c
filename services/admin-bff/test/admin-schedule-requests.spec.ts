import { ScheduleRequest, type User } from '@chefs/db';
import {
  SCHEDULE_REQUEST_ADMIN_MESSAGES as M,
  type AdminPageDto,
  type AdminScheduleRequestDto,
} from '@chefs/contracts';
import { startTestApp, type TestApp } from './support';

describe('admin schedule requests (HTTP, seeded Postgres)', () => {
  let t: TestApp;
  let admin: { user: User; cookie: string };
  let customer: { user: User; cookie: string };
  const requests = () => t.db.dataSource.getRepository(ScheduleRequest);
  const newRequest = (notes: string) =>
    requests().save({
      userId: customer.user.id,
      bookingType: 'single',
      dates: ['2031-05-01'],
      timeSlot: 'evening',
      notes,
    });
  const mark = (id: number | string, body: unknown, cookie = admin.cookie) =>
    t.http
      .patch(`/api/admin/schedule-requests/${id}`)
      .set('Cookie', cookie)
      .send(body as object);
  const openIds = async () =>
    (
      (await t.http.get('/api/admin/schedule-requests?pageSize=100').set('Cookie', admin.cookie).expect(200))
        .body as AdminPageDto<AdminScheduleRequestDto>
    ).items.map((r) => r.id);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.newUser('admin');
    customer = await t.newUser();
  });

  afterAll(async () => {
    await t.close();
  });

  it('marks an open request handled, recording the admin and the time; it leaves the open list', async () => {
    const request = await newRequest('Anniversary dinner');
    expect(await openIds()).toContain(request.id);
    const before = Date.now();
    const res = await mark(request.id, { status: 'closed' }).expect(200);
    expect(res.body).toMatchObject({
      id: request.id,
      status: 'closed',
      notes: 'Anniversary dinner',
      customerEmail: customer.user.email,
      customerName: 'Sam Reed',
      handledById: admin.user.id,
      handledAt: expect.any(String),
    });
    const handledAt = Date.parse((res.body as AdminScheduleRequestDto).handledAt!);
    expect(handledAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(handledAt).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(await requests().findOneByOrFail({ id: request.id })).toMatchObject({
      status: 'closed',
      handledById: admin.user.id,
      handledAt: expect.any(Date),
    });
    expect(await openIds()).not.toContain(request.id);
  });

  it('answers 409 for a request already handled, keeping who handled it first', async () => {
    const request = await newRequest('Twice');
    await mark(request.id, { status: 'closed' }).expect(200);
    const first = await requests().findOneByOrFail({ id: request.id });
    const other = await t.newUser('admin');
    expect((await mark(request.id, { status: 'closed' }, other.cookie).expect(409)).body).toMatchObject({
      statusCode: 409,
      message: M.alreadyClosed,
    });
    expect(await requests().findOneByOrFail({ id: request.id })).toMatchObject({
      handledById: admin.user.id,
      handledAt: first.handledAt,
    });
  });

  it('lets exactly one of two admins marking at once win', async () => {
    const request = await newRequest('Race');
    const other = await t.newUser('admin');
    const answers = await Promise.all([
      mark(request.id, { status: 'closed' }),
      mark(request.id, { status: 'closed' }, other.cookie),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers[0].status === 200 ? admin.user.id : other.user.id;
    expect((await requests().findOneByOrFail({ id: request.id })).handledById).toBe(winner);
  });

  it('answers 404 with the message for an unknown id or one that is not a number', async () => {
    expect((await mark(99_999_999, { status: 'closed' }).expect(404)).body).toMatchObject({ message: M.notFound });
    expect((await mark('abc', { status: 'closed' }).expect(404)).body).toMatchObject({ message: M.notFound });
  });

  it('answers 400 with the message for a bad body and writes nothing', async () => {
    const request = await newRequest('Bad input');
    for (const body of [
      {},
      { status: 'open' },
      { status: 'CLOSED' },
      { status: 1 },
      { status: 'closed', handledBy: 'x' },
    ]) {
      const res = await mark(request.id, body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400 });
      if (!('handledBy' in body)) expect(JSON.stringify(res.body)).toContain(M.status);
    }
    expect(await requests().findOneByOrFail({ id: request.id })).toMatchObject({
      status: 'open',
      handledById: null,
      handledAt: null,
    });
  });

  it('answers 401 signed out and 403 to a customer or a chef, changing nothing', async () => {
    const request = await newRequest('Not yours to close');
    const chef = await t.newUser('chef');
    await t.http.patch(`/api/admin/schedule-requests/${request.id}`).send({ status: 'closed' }).expect(401);
    await mark(request.id, { status: 'closed' }, customer.cookie).expect(403);
    await mark(request.id, { status: 'closed' }, chef.cookie).expect(403);
    expect((await requests().findOneByOrFail({ id: request.id })).status).toBe('open');
  });

  it('lists the open requests oldest first, a page at a time', async () => {
    const a = await newRequest('Page A');
    const b = await newRequest('Page B');
    const total = await requests().countBy({ status: 'open' });
    const pages: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 2); page++) {
      const res = (
        await t.http.get(`/api/admin/schedule-requests?pageSize=2&page=${page}`).set('Cookie', admin.cookie).expect(200)
      ).body as AdminPageDto<AdminScheduleRequestDto>;
      expect(res.total).toBe(total);
      pages.push(...res.items.map((r) => r.id));
    }
    expect(pages).toHaveLength(total);
    expect(new Set(pages).size).toBe(total);
    expect(pages.indexOf(a.id)).toBeLessThan(pages.indexOf(b.id));
  });
});
