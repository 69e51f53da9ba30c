import { startTestApp } from './support';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type request from 'supertest';
import { createSessionCookie } from '@chefs/auth/testing';
import type { ApiErrorBody, CustomerPreferences } from '@chefs/contracts';
import { User } from '@chefs/db';
import { type TestDatabase } from '@chefs/db/testing';
import { type AppConfig } from '@chefs/server-core';
import { sameOriginHttp } from '@chefs/testing';

const preferences: CustomerPreferences = {
  email: 'customer@demo.test',
  firstName: 'Casey',
  lastName: 'Morgan',
  phone: '404-555-0100',
  serviceType: 'both',
  cuisinePreferences: ['Italian', 'Thai'],
  dietaryRestrictions: ['gluten-free'],
  planningOption: 'premium_planning',
  oneTimeFee: 99,
  customRequest: 'Anniversary dinner in June',
};

describe('PUT /api/me/preferences (HTTP, seeded Postgres)', () => {
  let app: NestFastifyApplication;
  let db: TestDatabase;
  let http: ReturnType<typeof request>;
  let cookie: string;
  let userId: string;
  const stored = async () => (await db.dataSource.getRepository(User).findOneByOrFail({ id: userId })).preferences;
  const put = (body: object) => http.put('/api/me/preferences').set('Cookie', cookie).send(body);

  beforeAll(async () => {
    let config: AppConfig<'session'>;
    ({ app, db, config } = await startTestApp());
    http = sameOriginHttp(app.getHttpServer(), config.publicUrl);
    const user = await db.dataSource.getRepository(User).findOneByOrFail({ email: 'customer@demo.test' });
    userId = user.id;
    cookie = await createSessionCookie(db.dataSource, user.id, config.sessionSecret);
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('saves the signup preferences to the signed-in user and answers them', async () => {
    const res = await put(preferences).expect(200);
    expect(res.body).toEqual(preferences);
    expect(await stored()).toEqual(preferences);
  });

  it('stores them as the form means them: trimmed, e-mail lower-cased, fee typed as text read as a number, blanks left out', async () => {
    const res = await put({
      ...preferences,
      email: ' Casey@Demo.TEST ',
      firstName: ' Casey ',
      oneTimeFee: '349',
      dietaryRestrictions: [],
      customRequest: '',
    }).expect(200);
    const expected = { ...preferences, email: 'casey@demo.test', oneTimeFee: 349 } as Partial<CustomerPreferences>;
    delete expected.dietaryRestrictions;
    delete expected.customRequest;
    expect(res.body).toEqual(expected);
    expect(await stored()).toEqual(expected);
  });

  describe('refuses a broken signup rule with its exact message and keeps what was saved', () => {
    it.each([
      ['email', 'casey@', 'Please enter a valid email address'],
      ['firstName', 'C', 'First name must be at least 2 characters'],
      ['lastName', '', 'Last name must be at least 2 characters'],
      ['phone', '555-0100', 'Please enter a valid phone number'],
      ['serviceType', 'takeout', 'Please select a service type'],
      ['cuisinePreferences', [], 'Please select at least one cuisine preference'],
      ['planningOption', undefined, 'Please select a planning option'],
      ['oneTimeFee', 100, 'Please select your one-time fee tier'],
    ])('%s = %j: "%s"', async (field, value, message) => {
      await put(preferences).expect(200);
      const res = await put({ ...preferences, [field]: value }).expect(400);
      const body = res.body as ApiErrorBody;
      expect(body.message).toBe(message);
      expect(body.errors).toEqual([{ field, message }]);
      expect(await stored()).toEqual(preferences);
    });
  });

  it('refuses fields the signup does not have', async () => {
    await put({ ...preferences, role: 'admin' }).expect(400);
    expect(await stored()).toEqual(preferences);
  });

  it('answers 401 when signed out', async () => {
    await http
      .put('/api/me/preferences')
      .send({ ...preferences, firstName: 'Mallory' })
      .expect(401);
    expect(await stored()).toEqual(preferences);
  });
});
