import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { loadConfig } from '@chefs/server-core';
import { DEV_IDP_CONFIG_GROUPS, createDevIdpApp } from '../src';

describe("the identity provider's sign-in form", () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    const env = {
      NODE_ENV: 'test',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `test-${randomUUID()}`,
      RATE_LIMIT_SIGN_IN: '3/10m',
    };
    app = await createDevIdpApp(loadConfig('dev-idp', 0, [...DEV_IDP_CONFIG_GROUPS], env), env);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  const post = (from: string) =>
    request(app.getHttpServer())
      .post('/oidc/interaction/some-uid/login')
      .set('x-forwarded-for', from)
      .type('form')
      .send({ email: 'customer@demo.test', password: 'guess' });

  it('answers 429 with Retry-After to a script guessing passwords from one address, and not to others', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post('203.0.113.9')).status).toBe(400);
    const refused = await post('203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await post('198.51.100.20')).status).toBe(400);
  });
});
