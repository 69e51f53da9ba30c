import { startTestApp, type TestApp } from './support';
import request from 'supertest';
import { User } from '@chefs/db';
import { createSessionCookie } from '@chefs/auth/testing';

/** Sign-in, the subscribe form, its confirmation link, quiz grading and applications: a script meets 429. */
describe('rate limits of public-bff (real Redis)', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    t = await startTestApp({
      RATE_LIMIT_SIGN_IN: '2/10m',
      RATE_LIMIT_SUBSCRIBE: '2/10m',
      RATE_LIMIT_QUIZ: '3/10m',
      RATE_LIMIT_APPLICATION: '2/10m',
    });
    http = request(t.app.getHttpServer());
  });

  afterAll(async () => {
    await t.close();
  });

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const expectTooMany = (res: request.Response) => {
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'rate_limited' });
    expect(res.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('limits starting sign-in per address', async () => {
    for (let i = 0; i < 2; i += 1) expect((await http.get('/api/login').set(from('203.0.113.1'))).status).not.toBe(429);
    expectTooMany(await http.get('/api/login').set(from('203.0.113.1')));
    expect((await http.get('/api/login').set(from('203.0.113.2'))).status).not.toBe(429);
  });

  it('limits the subscribe form per address, and writes nothing past the limit', async () => {
    await http.post('/api/subscribe-recipes').set(from('203.0.113.3')).send({ email: 'one@example.com' }).expect(200);
    await http.post('/api/subscribe-recipes').set(from('203.0.113.3')).send({ email: 'two@example.com' }).expect(200);
    expectTooMany(
      await http.post('/api/subscribe-recipes').set(from('203.0.113.3')).send({ email: 'three@example.com' }),
    );
    const [{ n }] = await t.db.dataSource.query<{ n: string }[]>(
      `SELECT count(*) AS n FROM recipe_subscribers WHERE email = 'three@example.com'`,
    );
    expect(Number(n)).toBe(0);
    // The confirmation link is counted on its own.
    await http.post('/api/subscribe-recipes/confirm').set(from('203.0.113.3')).send({ token: 'x' }).expect(400);
  });

  it('limits quiz grading per address', async () => {
    const body = { quizId: 'professionalism', answers: [1, 1, 1, 1, 1] };
    for (let i = 0; i < 3; i += 1)
      await http.post('/api/chef-application/quiz-score').set(from('203.0.113.4')).send(body).expect(200);
    expectTooMany(await http.post('/api/chef-application/quiz-score').set(from('203.0.113.4')).send(body));
  });

  it('limits applications per signed-in user, wherever they send from', async () => {
    const users = t.db.dataSource.getRepository(User);
    const [a, b] = await users.save([
      users.create({ email: 'limit-a@example.com', role: 'customer' }),
      users.create({ email: 'limit-b@example.com', role: 'customer' }),
    ]);
    const cookieA = await createSessionCookie(t.db.dataSource, a.id, t.config.sessionSecret);
    const cookieB = await createSessionCookie(t.db.dataSource, b.id, t.config.sessionSecret);
    const post = (cookie: string, address: string) =>
      http
        .post('/api/chef-application')
        .set('cookie', cookie)
        .set('origin', t.config.publicUrl)
        .set(from(address))
        .send({});
    await post(cookieA, '203.0.113.5').expect(400);
    await post(cookieA, '203.0.113.6').expect(400);
    expectTooMany(await post(cookieA, '203.0.113.7'));
    await post(cookieB, '203.0.113.5').expect(400);
  });
});
