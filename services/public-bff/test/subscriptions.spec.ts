import { startTestApp } from './support';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { Like } from 'typeorm';
import { OutboxMessage, RecipeSubscriber, type TestDatabase } from '@chefs/db';

describe('POST /api/subscribe-recipes (HTTP, seeded Postgres)', () => {
  let app: NestFastifyApplication;
  let db: TestDatabase;
  let http: ReturnType<typeof request>;
  const subscribers = () => db.dataSource.getRepository(RecipeSubscriber);
  const welcomes = () =>
    db.dataSource.getRepository(OutboxMessage).findBy({ idempotencyKey: Like('recipe_welcome:%') });
  let seeded: number;

  beforeAll(async () => {
    ({ app, db } = await startTestApp());
    http = request(app.getHttpServer());
    seeded = await subscribers().countBy({});
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('subscribes a signed-out visitor and queues one welcome e-mail, however often they ask', async () => {
    const first = await http.post('/api/subscribe-recipes').send({ email: '  Fan.Of.Food@Example.com ' }).expect(200);
    expect(first.body).toEqual({ email: 'fan.of.food@example.com', subscribed: true });
    const again = await http.post('/api/subscribe-recipes').send({ email: 'FAN.OF.FOOD@EXAMPLE.COM' }).expect(200);
    expect(again.body).toEqual(first.body);

    expect(await subscribers().countBy({})).toBe(seeded + 1);
    expect(await subscribers().countBy({ email: 'fan.of.food@example.com' })).toBe(1);
    const outbox = await welcomes();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      queue: 'email',
      idempotencyKey: 'recipe_welcome:fan.of.food@example.com',
      payload: { template: 'recipe_welcome', to: 'fan.of.food@example.com', data: {} },
      dispatchedAt: null,
    });
  });

  it('gives each new address its own welcome', async () => {
    await http.post('/api/subscribe-recipes').send({ email: 'second@example.org' }).expect(200);
    expect(await subscribers().countBy({})).toBe(seeded + 2);
    expect((await welcomes()).map((m) => m.idempotencyKey).sort()).toEqual([
      'recipe_welcome:fan.of.food@example.com',
      'recipe_welcome:second@example.org',
    ]);
  });

  it('answers 400 "Please enter a valid email address" to junk and writes nothing', async () => {
    const before = { subscribers: await subscribers().countBy({}), outbox: (await welcomes()).length };
    for (const body of [{ email: 'not-an-email' }, { email: '' }, { email: 'a@b' }, {}, { email: ['x@example.com'] }]) {
      const res = await http.post('/api/subscribe-recipes').send(body).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        message: 'Please enter a valid email address',
        errors: [{ field: 'email', message: 'Please enter a valid email address' }],
      });
    }
    expect({ subscribers: await subscribers().countBy({}), outbox: (await welcomes()).length }).toEqual(before);
  });
});
