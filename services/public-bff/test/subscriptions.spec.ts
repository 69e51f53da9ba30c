import { createHash } from 'node:crypto';
import { startTestApp } from './support';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { Like } from 'typeorm';
import { SUBSCRIPTION_LINK_INVALID } from '@chefs/contracts';
import { OutboxMessage, RecipeSubscriber } from '@chefs/db';
import { type TestDatabase } from '@chefs/db/testing';

describe('recipe subscriptions, double opt-in (HTTP, seeded Postgres)', () => {
  let app: NestFastifyApplication;
  let db: TestDatabase;
  let http: ReturnType<typeof request>;
  const subscribers = () => db.dataSource.getRepository(RecipeSubscriber);
  const mails = (template: string) =>
    db.dataSource
      .getRepository(OutboxMessage)
      .find({ where: { idempotencyKey: Like(`${template}:%`) }, order: { id: 'ASC' } });
  /** The token in the newest confirmation e-mail to `to`, as the link carries it. */
  const tokenMailedTo = async (to: string) => {
    const sent = (await mails('recipe_confirm')).filter((m) => (m.payload as { to: string }).to === to);
    return (sent.at(-1)?.payload as { data: { token: string } } | undefined)?.data.token;
  };
  const subscribe = (email: unknown) => http.post('/api/subscribe-recipes').send({ email });
  const confirm = (token: unknown) => http.post('/api/subscribe-recipes/confirm').send({ token });

  beforeAll(async () => {
    ({ app, db } = await startTestApp());
    http = request(app.getHttpServer());
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('mails a confirmation link, not recipes: the address is unconfirmed and only the token hash is stored', async () => {
    const res = await subscribe('  Fan.Of.Food@Example.com ').expect(200);
    expect(res.body).toEqual({ email: 'fan.of.food@example.com', accepted: true });

    const row = await subscribers().findOneByOrFail({ email: 'fan.of.food@example.com' });
    expect(row.confirmedAt).toBeNull();
    expect(await mails('recipe_welcome')).toHaveLength(0);
    const token = await tokenMailedTo('fan.of.food@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.confirmTokenHash).toBe(createHash('sha256').update(token!).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const expiresIn = row.confirmTokenExpiresAt!.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(47 * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(48 * 3600_000);
  });

  it('mails one address at most once per pause, however often anyone asks, with the same answer', async () => {
    for (let i = 0; i < 4; i += 1) {
      const again = await subscribe('FAN.OF.FOOD@EXAMPLE.COM').expect(200);
      expect(again.body).toEqual({ email: 'fan.of.food@example.com', accepted: true });
    }
    expect(
      (await mails('recipe_confirm')).filter((m) => (m.payload as { to: string }).to === 'fan.of.food@example.com'),
    ).toHaveLength(1);
    expect(await subscribers().countBy({ email: 'fan.of.food@example.com' })).toBe(1);
  });

  it('confirms the address from its link, queues the welcome once, and answers the same to a second click', async () => {
    const token = await tokenMailedTo('fan.of.food@example.com');
    const res = await confirm(token).expect(200);
    expect(res.body).toEqual({ email: 'fan.of.food@example.com', confirmed: true });
    expect((await subscribers().findOneByOrFail({ email: 'fan.of.food@example.com' })).confirmedAt).not.toBeNull();
    await confirm(token).expect(200);
    const welcomes = await mails('recipe_welcome');
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]).toMatchObject({
      queue: 'email',
      idempotencyKey: 'recipe_welcome:fan.of.food@example.com',
      payload: { template: 'recipe_welcome', to: 'fan.of.food@example.com', data: {} },
    });
  });

  it('sends nothing more to a confirmed address that subscribes again, answering the same', async () => {
    const before = (await mails('recipe_confirm')).length;
    const res = await subscribe('fan.of.food@example.com').expect(200);
    expect(res.body).toEqual({ email: 'fan.of.food@example.com', accepted: true });
    expect((await mails('recipe_confirm')).length).toBe(before);
    expect(await mails('recipe_welcome')).toHaveLength(1);
  });

  it('refuses an expired link (and mails a new one once the pause is over), without confirming', async () => {
    await subscribe('late@example.org').expect(200);
    const stale = await tokenMailedTo('late@example.org');
    await subscribers().update(
      { email: 'late@example.org' },
      { confirmTokenExpiresAt: new Date(Date.now() - 1000), confirmationSentAt: new Date(Date.now() - 3600_000) },
    );
    const refused = await confirm(stale).expect(400);
    expect(refused.body).toMatchObject({ statusCode: 400, message: SUBSCRIPTION_LINK_INVALID });
    expect((await subscribers().findOneByOrFail({ email: 'late@example.org' })).confirmedAt).toBeNull();

    await subscribe('late@example.org').expect(200);
    const fresh = await tokenMailedTo('late@example.org');
    expect(fresh).not.toBe(stale);
    await confirm(stale).expect(400);
    await confirm(fresh).expect(200);
  });

  it('answers 400 to unknown or malformed tokens and confirms nothing', async () => {
    await subscribe('never.clicked@example.net').expect(200);
    const before = await db.dataSource.query<{ n: string }[]>(
      `SELECT count(*) AS n FROM recipe_subscribers WHERE confirmed_at IS NOT NULL`,
    );
    for (const token of ['A'.repeat(43), 'short', '', null, 42, ['x'], 'A'.repeat(42) + '!']) {
      const res = await confirm(token).expect(400);
      expect(res.body.message).toBe(SUBSCRIPTION_LINK_INVALID);
    }
    await http.post('/api/subscribe-recipes/confirm').send({}).expect(400);
    const after = await db.dataSource.query<{ n: string }[]>(
      `SELECT count(*) AS n FROM recipe_subscribers WHERE confirmed_at IS NOT NULL`,
    );
    expect(after).toEqual(before);
  });

  it('answers 400 "Please enter a valid email address" to junk and writes nothing', async () => {
    const before = { subscribers: await subscribers().countBy({}), outbox: (await mails('recipe_confirm')).length };
    for (const body of [{ email: 'not-an-email' }, { email: '' }, { email: 'a@b' }, {}, { email: ['x@example.com'] }]) {
      const res = await http.post('/api/subscribe-recipes').send(body).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        message: 'Please enter a valid email address',
        errors: [{ field: 'email', message: 'Please enter a valid email address' }],
      });
    }
    expect({ subscribers: await subscribers().countBy({}), outbox: (await mails('recipe_confirm')).length }).toEqual(
      before,
    );
  });
});
