import { randomUUID } from 'node:crypto';
import { Controller, Module, Post, Req } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import request from 'supertest';
import { DbModule, User } from '@chefs/db';
import { type TestDatabase, createTestDatabase } from '@chefs/db/testing';
import { createNestApp, loadConfig } from '@chefs/server-core';
import { AuthModule, OidcModule, Public, setupSession, type AuthRawRequest } from '../src';
import { createSessionCookie } from '../src/testing';

/** Starts a session (as sign-in does before it leaves for the provider). */
@Controller('api/probe')
class SessionProbe {
  @Post('remember')
  @Public()
  remember(@Req() request: FastifyRequest): { ok: true } {
    (request.raw as AuthRawRequest).session!.returnTo = '/bookings';
    return { ok: true };
  }
}

describe('the session cookie', () => {
  let db: TestDatabase;
  const apps: NestFastifyApplication[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.drop();
  });

  async function start(publicUrl: string, nodeEnv: string): Promise<NestFastifyApplication> {
    const env = {
      NODE_ENV: nodeEnv,
      PUBLIC_URL: publicUrl,
      DATABASE_URL: db.url,
      SESSION_SECRET: 'test-session-secret-0123456789abcdef',
      OIDC_ISSUER: 'http://127.0.0.1:1/oidc',
      OIDC_CLIENT_ID: 'chefs-web',
      OIDC_CLIENT_SECRET: 'test-client-secret-0123',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `test-${randomUUID()}`,
      LOG_LEVEL: 'silent',
    };
    const config = loadConfig('public-bff', 0, ['database', 'redis', 'session', 'oidc'], env);
    @Module({ imports: [DbModule.forRoot(db.url), AuthModule, OidcModule], controllers: [SessionProbe] })
    class CookieModule {}
    const app = await createNestApp(CookieModule, config, { rateLimits: true });
    // The probe starts a session without a cookie, as sign-in (GET /api/login) does.
    setupSession(app, config, { startsSession: ['/api/login', '/api/probe/remember'] });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    apps.push(app);
    return app;
  }

  it('is __Host-chefs.sid, Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain when the site is https', async () => {
    const app = await start('https://chefs.example.com', 'production');
    const res = await request(app.getHttpServer())
      .post('/api/probe/remember')
      .set('origin', 'https://chefs.example.com')
      // The gateway in front says the browser came over https.
      .set('x-forwarded-proto', 'https')
      .expect(201);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-chefs\.sid=s%3A/);
    expect(cookie).toMatch(/; Path=\/;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Domain=/i);

    // Sign-out clears the same cookie, with the same attributes a __Host- cookie needs.
    const users = db.dataSource.getRepository(User);
    const user = await users.save(users.create({ email: `c-${randomUUID()}@example.test`, role: 'customer' }));
    const signedIn = await createSessionCookie(
      db.dataSource,
      user.id,
      'test-session-secret-0123456789abcdef',
      '__Host-chefs.sid',
    );
    const out = await request(app.getHttpServer())
      .get('/api/logout')
      .set('cookie', signedIn)
      .set('x-forwarded-proto', 'https')
      .expect(302);
    expect(String(out.headers['set-cookie'])).toMatch(
      /^__Host-chefs\.sid=; Path=\/; Expires=Thu, 01 Jan 1970.*; Secure$/,
    );
  });

  it('is plain chefs.sid without Secure on an http development site', async () => {
    const app = await start('http://localhost:8080', 'development');
    const res = await request(app.getHttpServer())
      .post('/api/probe/remember')
      .set('origin', 'http://localhost:8080')
      .expect(201);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^chefs\.sid=s%3A/);
    expect(cookie).not.toMatch(/Secure/);
  });
});
