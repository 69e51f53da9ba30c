import request from 'supertest';
import { ChefApplication, RecipeSubscriber, User } from '@chefs/db';
import { BODY_MESSAGES, FRAMEWORK_MESSAGES } from '@chefs/server-core';
import { sameOriginHttp } from '@chefs/testing';
import { startTestApp, type TestApp } from './support';

const preferences = {
  email: 'customer@demo.test',
  firstName: 'Casey',
  lastName: 'Morgan',
  phone: '404-555-0100',
  serviceType: 'both',
  cuisinePreferences: ['Italian', 'Thai'],
  planningOption: 'premium_planning',
  oneTimeFee: 99,
  customRequest: 'Anniversary dinner in June',
};

const application = {
  fullName: 'Jordan Avery',
  email: 'jordan.avery@example.com',
  phone: '(404) 555-0177',
  yearsOfExperience: 9,
  specialty: 'french',
  description: 'Nine years on the line in Atlanta.',
  cookingVideoUrl: 'https://vimeo.com/123456',
  foodSafetyAnswers: [2, 1, 3, 1, 2],
  professionalismAnswers: [1, 1, 1, 1, 1],
  reference1Name: 'Dana Cole',
  reference1Phone: '4045550188',
  reference1Relationship: 'Former head chef',
  serviceTypes: ['Meal Prep'],
  location: 'Atlanta, GA',
  zipCode: '30305',
  pricePerPerson: 85,
  backgroundCheckConsent: true,
};

/** The probes of issue 10, each refused before validation and without a write. */
describe('public-bff request hardening (HTTP, seeded Postgres)', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  let customerCookie: string;
  const storedPreferences = async () =>
    (await t.db.dataSource.getRepository(User).findOneByOrFail({ email: 'customer@demo.test' })).preferences;
  const counts = async () => ({
    applications: await t.db.dataSource.getRepository(ChefApplication).count(),
    subscribers: await t.db.dataSource.getRepository(RecipeSubscriber).count(),
  });

  beforeAll(async () => {
    t = await startTestApp();
    http = sameOriginHttp(t.app.getHttpServer(), t.config.publicUrl);
    customerCookie = await t.cookieFor('customer@demo.test');
  });

  afterAll(async () => {
    await t.close();
  });

  const ROUTES = [
    ['POST', '/api/subscribe-recipes'],
    ['POST', '/api/chef-application'],
    ['PUT', '/api/me/preferences'],
  ] as const;
  const send = (method: 'POST' | 'PUT', path: string, raw: string) =>
    (method === 'POST' ? http.post(path) : http.put(path)).set('content-type', 'application/json').send(raw);

  it.each(ROUTES)(
    '%s %s: JSON nested 20,000 levels deep answers 400 with a plain message, signed out',
    async (method, path) => {
      const before = await counts();
      const deep = `{"email":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
      const res = await send(method, path, deep);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'bad_request',
        message: BODY_MESSAGES.tooDeep,
      });
      // The 120 KB probe of the issue is now over the body limit.
      const probe = `{"email":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`;
      expect((await send(method, path, probe)).status).toBe(413);
      expect(await counts()).toEqual(before);
    },
  );

  it('PUT /api/me/preferences: a NUL in a text field answers 400 naming the field, and nothing is written', async () => {
    await http.put('/api/me/preferences').set('Cookie', customerCookie).send(preferences).expect(200);
    for (const [field, value] of [
      ['firstName', 'ab\u0000cd'],
      ['lastName', 'Mor\u0007gan'],
      ['customRequest', 'Dinner\u0000 for two'],
      ['cuisinePreferences', ['Italian', 'Th\u0000ai']],
    ] as const) {
      const res = await http
        .put('/api/me/preferences')
        .set('Cookie', customerCookie)
        .send({ ...preferences, [field]: value });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(BODY_MESSAGES.controlCharacters);
      expect(res.body.errors).toEqual([
        { field: Array.isArray(value) ? `${field}.1` : field, message: BODY_MESSAGES.controlCharacters },
      ]);
    }
    expect(await storedPreferences()).toMatchObject({
      firstName: 'Casey',
      customRequest: 'Anniversary dinner in June',
    });
    // Line breaks and tabs are text: a multi-line request keeps them.
    const multiLine = 'Anniversary dinner.\r\nNo nuts,\tplease.';
    await http
      .put('/api/me/preferences')
      .set('Cookie', customerCookie)
      .send({ ...preferences, customRequest: multiLine })
      .expect(200);
    expect(await storedPreferences()).toMatchObject({ customRequest: multiLine });
  });

  it('POST /api/chef-application and /api/subscribe-recipes: control characters answer 400 and write nothing', async () => {
    const before = await counts();
    const applicant = await t.db.dataSource
      .getRepository(User)
      .save({ email: 'applicant-nul@example.com', firstName: 'Jordan', lastName: 'Avery' });
    const cookie = await t.cookieFor('applicant-nul@example.com');
    expect(applicant.id).toBeTruthy();
    for (const [field, value] of [
      ['fullName', 'Jordan\u0000Avery'],
      ['description', 'Line one\u001b[2J'],
      ['location', 'Atlanta\u007f'],
    ]) {
      const res = await http
        .post('/api/chef-application')
        .set('Cookie', cookie)
        .send({ ...application, [field]: value });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field, message: BODY_MESSAGES.controlCharacters }]);
    }
    const sub = await http.post('/api/subscribe-recipes').send({ email: 'fan\u0000@example.com' });
    expect(sub.status).toBe(400);
    expect(sub.body.errors).toEqual([{ field: 'email', message: BODY_MESSAGES.controlCharacters }]);
    expect(await counts()).toEqual(before);
  });

  it('is JSON only: form-encoded and multipart bodies answer 415 and write nothing', async () => {
    const before = await counts();
    const form = await http
      .put('/api/me/preferences')
      .set('Cookie', customerCookie)
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('firstName=Mallory&lastName=Evans');
    expect(form.status).toBe(415);
    expect(form.body).toMatchObject({ statusCode: 415, message: BODY_MESSAGES.jsonOnly });
    const multipart = await http.post('/api/subscribe-recipes').field('email', 'form@example.com');
    expect(multipart.status).toBe(415);
    expect(await counts()).toEqual(before);
    expect(await storedPreferences()).not.toMatchObject({ firstName: 'Mallory' });
  });

  it('refuses a cookie-authenticated write with no Origin and no Sec-Fetch-Site (403), and writes nothing', async () => {
    const bare = request(t.app.getHttpServer());
    const res = await bare
      .put('/api/me/preferences')
      .set('Cookie', customerCookie)
      .send({ ...preferences, firstName: 'Mallory' });
    expect(res.status).toBe(403);
    await bare
      .put('/api/me/preferences')
      .set('Cookie', customerCookie)
      .set('Origin', 'https://evil.example')
      .send({ ...preferences, firstName: 'Mallory' })
      .expect(403);
    expect(await storedPreferences()).not.toMatchObject({ firstName: 'Mallory' });
    // What a browser's same-origin fetch without Origin sends instead.
    await bare
      .put('/api/me/preferences')
      .set('Cookie', customerCookie)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ ...preferences, firstName: 'Casey' })
      .expect(200);
  });

  it('answers what the framework refuses in plain words, in the API error shape, and writes nothing', async () => {
    const before = await counts();
    const plain = (res: request.Response, status: number, code: string, message: string) =>
      expect([res.status, res.body]).toEqual([
        status,
        { statusCode: status, error: expect.any(String), code, message },
      ]);
    plain(
      await send('POST', '/api/subscribe-recipes', '{"email":'),
      400,
      'invalid_json',
      FRAMEWORK_MESSAGES.invalidJson,
    );
    plain(await send('POST', '/api/subscribe-recipes', ''), 400, 'empty_body', FRAMEWORK_MESSAGES.emptyBody);
    plain(
      await send('POST', '/api/subscribe-recipes', '{"__proto__":{"x":1}}'),
      400,
      'invalid_json',
      FRAMEWORK_MESSAGES.invalidJson,
    );
    plain(
      await send('POST', '/api/subscribe-recipes', '[{"email":"a@b.test"}]'),
      400,
      'bad_request',
      BODY_MESSAGES.notAnObject,
    );
    plain(await http.get('/api/reviews/chef/%E0%A4%A'), 400, 'invalid_address', FRAMEWORK_MESSAGES.invalidAddress);

    const unknownBody = await send('POST', '/api/subscribe-recipes', '{"email":"a@b.test","foo":1}');
    expect([unknownBody.status, unknownBody.body.message, unknownBody.body.errors]).toEqual([
      400,
      'Unknown field: foo',
      [{ field: 'foo', message: 'Unknown field: foo' }],
    ]);
    const unknownQuery = await http.get('/api/chefs?foo=1');
    expect([unknownQuery.status, unknownQuery.body.message, unknownQuery.body.errors]).toEqual([
      400,
      'Unknown parameter: foo',
      [{ field: 'foo', message: 'Unknown parameter: foo' }],
    ]);
    expect(await counts()).toEqual(before);
  });

  it('serves a list with a trailing slash as without one, as the gateway routes it', async () => {
    const plainList = await http.get('/api/chefs?limit=2').expect(200);
    expect((await http.get('/api/chefs/?limit=2').expect(200)).body).toEqual(plainList.body);
    await http.get('/api/recipes/').expect(200);
  });
});
