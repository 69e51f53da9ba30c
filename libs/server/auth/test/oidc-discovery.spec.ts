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

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

/** A provider that only publishes its metadata: enough to see where sign-in sends the browser. */
function metadataServer(issuer: string): Server {
  return createServer((req, res) => {
    if (req.url !== '/oidc/.well-known/openid-configuration') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/me`,
        end_session_endpoint: `${issuer}/session/end`,
      }),
    );
  });
}

describe('OIDC discovery at start-up', () => {
  let db: TestDatabase;
  let app: NestFastifyApplication;
  let provider: Server | undefined;
  let issuer: string;
  let port: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    port = await freePort();
    issuer = `http://127.0.0.1:${port}/oidc`;
    const config = loadConfig('public-bff', 0, ['database', 'redis', 'session', 'oidc'], {
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      OIDC_ISSUER: issuer,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `test-${randomUUID()}`,
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

  it('answers /api/login with a plain 503 while the provider is unreachable, then signs in once it answers', async () => {
    const down = await request(app.getHttpServer()).get('/api/login').expect(503);
    expect(down.headers['content-type']).toMatch(/^text\/plain/);
    expect(down.text).toBe('Sign-in is starting up. Please try again in a moment.');

    provider = metadataServer(issuer);
    await new Promise<void>((resolve) => provider!.listen(port, '127.0.0.1', resolve));

    let res = await request(app.getHttpServer()).get('/api/login?returnTo=/recipes');
    for (let i = 0; i < 40 && res.status === 503; i++) {
      await new Promise((r) => setTimeout(r, 100));
      res = await request(app.getHttpServer()).get('/api/login?returnTo=/recipes');
    }
    expect(res.status).toBe(302);
    const location = new URL(res.headers.location);
    expect(location.origin + location.pathname).toBe(`${issuer}/auth`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'chefs-web',
      redirect_uri: 'http://localhost:8080/api/callback',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    expect(location.searchParams.get('state')).toHaveLength(24);
    expect(location.searchParams.get('nonce')).toHaveLength(20);
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const cookie = (res.headers['set-cookie'] as unknown as string[])[0];
    expect(cookie).toMatch(/^chefs\.sid=s%3A[^;]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
  }, 20_000);
});
