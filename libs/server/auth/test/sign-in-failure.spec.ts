import { randomUUID } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DbModule } from '@chefs/db';
import { type TestDatabase, createTestDatabase } from '@chefs/db/testing';
import { createNestApp, loadConfig } from '@chefs/server-core';
import { AuthModule, OidcModule, setupSession } from '../src';

/** A provider that only publishes its metadata: the browser never gets past its sign-in form here. */
function metadataServer(): Server {
  const server = createServer((req, res) => {
    const { port } = server.address() as AddressInfo;
    const issuer = `http://127.0.0.1:${port}/oidc`;
    if (req.url !== '/oidc/.well-known/openid-configuration') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/me`,
      }),
    );
  });
  return server;
}

describe('a failed sign-in', () => {
  let db: TestDatabase;
  let provider: Server;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    db = await createTestDatabase();
    provider = metadataServer();
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    const config = loadConfig('public-bff', 0, ['database', 'redis', 'session', 'oidc'], {
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      OIDC_ISSUER: `http://127.0.0.1:${port}/oidc`,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `test-${randomUUID()}`,
      LOG_LEVEL: 'silent',
    });
    @Module({ imports: [DbModule.forRoot(db.url), AuthModule, OidcModule] })
    class BffModule {}
    app = await createNestApp(BffModule, config, { rateLimits: true });
    setupSession(app, config);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => (provider ? provider.close(() => resolve()) : resolve()));
    await db?.drop();
  });

  /** Starts sign-in as a sign-in page does, and answers the session cookie it set. */
  async function startSignIn(path: string): Promise<string> {
    let res = await request(app.getHttpServer()).get(path);
    // The provider's metadata is fetched at start-up: /api/login answers 503 until it is in.
    for (let i = 0; i < 40 && res.status === 503; i++) {
      await new Promise((r) => setTimeout(r, 100));
      res = await request(app.getHttpServer()).get(path);
    }
    expect(res.status).toBe(302);
    return (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  }

  /** The provider's answer when the person refuses or the sign-in fails there. */
  const deniedCallback = (cookie?: string) => {
    const call = request(app.getHttpServer()).get('/api/callback?error=access_denied&state=whatever');
    return cookie ? call.set('cookie', cookie) : call;
  };

  it('that began at chef sign-in (returnTo=/chef-portal) goes back to /chef-signin?error=1', async () => {
    const cookie = await startSignIn('/api/login?returnTo=/chef-portal');
    const res = await deniedCallback(cookie).expect(302);
    expect(res.headers.location).toBe('/chef-signin?error=1');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('that began anywhere else goes to /signin?error=1, still to return where it was asked', async () => {
    for (const [start, location] of [
      ['/api/login', '/signin?error=1'],
      ['/api/login?returnTo=/schedule', '/signin?error=1&returnTo=%2Fschedule'],
      ['/api/login?returnTo=/chef-portals', '/signin?error=1&returnTo=%2Fchef-portals'],
    ]) {
      const cookie = await startSignIn(start);
      const res = await deniedCallback(cookie).expect(302);
      expect(res.headers.location).toBe(location);
    }
  });

  it('with no session to say where it began goes to /signin?error=1', async () => {
    const res = await deniedCallback().expect(302);
    expect(res.headers.location).toBe('/signin?error=1');
  });

  it('a returnTo refused at sign-in (off the site) does not count as chef sign-in', async () => {
    const cookie = await startSignIn('/api/login?returnTo=//evil.test/chef-portal');
    const res = await deniedCallback(cookie).expect(302);
    expect(res.headers.location).toBe('/signin?error=1');
  });
});
