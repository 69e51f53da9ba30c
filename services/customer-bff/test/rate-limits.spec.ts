import request from 'supertest';
import { User } from '@chefs/db';
import { createSessionCookie } from '@chefs/auth/testing';
import { startTestApp, type TestApp } from './support';

/** Booking and reviewing: a script posting in a loop meets 429; each customer is counted apart. */
describe('rate limits of customer-bff (real Redis)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({}, { RATE_LIMIT_BOOKING: '2/10m', RATE_LIMIT_REVIEW: '2/10m' });
  });

  afterAll(async () => {
    await t.close();
  });

  async function customer(email: string): Promise<string> {
    const users = t.db.dataSource.getRepository(User);
    const user = await users.save(users.create({ email, role: 'customer' }));
    return createSessionCookie(t.db.dataSource, user.id, t.config.sessionSecret);
  }
  const post = (path: string, cookie: string) =>
    request(t.app.getHttpServer()).post(path).set('cookie', cookie).set('origin', t.config.publicUrl).send({});

  it.each(['/api/bookings', '/api/reviews'])(
    'answers 429 with Retry-After past the limit on %s, per customer',
    async (path) => {
      const [casey, drew] = [
        await customer(`casey-${path.split('/').pop()}@example.com`),
        await customer(`drew-${path.split('/').pop()}@example.com`),
      ];
      await post(path, casey).expect(400);
      await post(path, casey).expect(400);
      const refused = await post(path, casey).expect(429);
      expect(refused.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await post(path, drew).expect(400);
    },
  );
});
