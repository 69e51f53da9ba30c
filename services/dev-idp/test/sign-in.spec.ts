import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AuthModule, OidcModule, setupSession } from '@chefs/auth';
import { DbModule, User } from '@chefs/db';
import { type TestDatabase, createTestDatabase } from '@chefs/db/testing';
// eslint-disable-next-line @nx/enforce-module-boundaries -- this test drives sign-in through the real gateway, as a browser does
import { createGatewayApp } from '@chefs/gateway';
import { createNestApp, loadConfig } from '@chefs/server-core';
import { DEV_IDP_CONFIG_GROUPS, createDevIdpApp } from '../src';
import { Browser, readForm } from './browser';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('sign-in through the gateway, the BFF and the dev identity provider', () => {
  let db: TestDatabase;
  const apps: NestFastifyApplication[] = [];
  let site: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    const [gatewayPort, idpPort, bffPort, downPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    site = `http://localhost:${gatewayPort}`;
    const env = {
      NODE_ENV: 'test',
      PUBLIC_URL: site,
      DATABASE_URL: db.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `test-${randomUUID()}`,
      // Every test signs in: the limit itself is tested in sign-in-rate-limit.spec.ts.
      RATE_LIMIT_SIGN_IN: '1000/1m',
    };

    const idp = await createDevIdpApp(loadConfig('dev-idp', idpPort, [...DEV_IDP_CONFIG_GROUPS], env), env);
    await idp.listen({ port: idpPort, host: '127.0.0.1' });
    apps.push(idp);

    const gateway = await createGatewayApp(
      loadConfig('gateway', gatewayPort, ['gateway'], {
        ...env,
        PUBLIC_BFF_URL: `http://127.0.0.1:${bffPort}`,
        CUSTOMER_BFF_URL: `http://127.0.0.1:${downPort}`,
        CHEF_BFF_URL: `http://127.0.0.1:${downPort}`,
        ADMIN_BFF_URL: `http://127.0.0.1:${downPort}`,
        DEV_IDP_URL: `http://127.0.0.1:${idpPort}`,
      }),
    );
    await gateway.listen({ port: gatewayPort, host: 'localhost' });
    apps.push(gateway);

    const bffConfig = loadConfig('public-bff', bffPort, ['database', 'redis', 'session', 'oidc'], env);
    @Module({ imports: [DbModule.forRoot(db.url), AuthModule, OidcModule] })
    class SignInModule {}
    const bff = await createNestApp(SignInModule, bffConfig, { rateLimits: true });
    setupSession(bff, bffConfig);
    await bff.listen({ port: bffPort, host: '127.0.0.1' });
    apps.push(bff);

    // The BFF discovers the provider in the background; sign-in answers 503 until then.
    for (let i = 0; i < 50; i++) {
      const res = await fetch(`${site}/api/login`, { redirect: 'manual' });
      if (res.status !== 503) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
    await db?.drop();
  });

  /** From /api/login to the provider's sign-in page. */
  async function openSignIn(browser: Browser, returnTo?: string): Promise<{ res: Response; url: string }> {
    return browser.follow(`${site}/api/login${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`);
  }

  async function submit(
    browser: Browser,
    page: { res: Response; url: string },
    email: string,
    password: string,
    keepGoing?: (next: URL) => boolean,
  ) {
    const { action } = readForm(await page.res.text());
    return browser.follow(
      new URL(action, page.url).href,
      { method: 'POST', body: new URLSearchParams({ email, password }), headers: { origin: site } },
      keepGoing,
    );
  }

  it('shows an accessible sign-in page with the demo accounts', async () => {
    const page = await openSignIn(new Browser());
    expect(page.res.status).toBe(200);
    expect(new URL(page.url).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    const html = await page.res.text();
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('customer@demo.test');
    expect(html).toContain('name="viewport"');
    expect(html).not.toMatch(/<link|src="http|@import/);
  });

  it('says "Wrong email or password." and signs nobody in on a wrong password', async () => {
    const browser = new Browser();
    const page = await openSignIn(browser);
    const wrong = await submit(browser, page, 'customer@demo.test', 'not-the-password');
    expect(wrong.res.status).toBe(200);
    const html = await wrong.res.text();
    expect(html).toContain('Wrong email or password.');
    expect(html).toContain('value="customer@demo.test"');
    expect((await browser.request(`${site}/api/auth/user`)).status).toBe(401);
  });

  it('signs an existing user in, links their subject, refreshes their names and returns where they were', async () => {
    const users = db.dataSource.getRepository(User);
    const existing = await users.save(
      users.create({ email: 'customer@demo.test', firstName: 'Old', lastName: 'Name', role: 'chef' }),
    );

    const browser = new Browser();
    const page = await openSignIn(browser, '/chef/3?from=profile');
    const sidBeforeSignIn = browser.cookie('chefs.sid');
    expect(sidBeforeSignIn).toBeDefined();
    const done = await submit(
      browser,
      page,
      'Customer@Demo.test',
      'demo1234',
      (next) => next.pathname.startsWith('/api') || next.pathname.startsWith('/oidc'),
    );
    expect(done.res.status).toBe(302);
    expect(done.res.headers.get('location')).toBe('/chef/3?from=profile');
    expect(browser.visited.some((v) => v.startsWith('GET /api/callback?code='))).toBe(true);
    expect(browser.cookie('chefs.sid')).not.toBe(sidBeforeSignIn);
    expect(browser.cookie('idp.session')).toBeDefined();
    expect(browser.cookie('_session')).toBeUndefined();

    const me = await browser.request(`${site}/api/auth/user`);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      id: existing.id,
      email: 'customer@demo.test',
      firstName: 'Casey',
      lastName: 'Morgan',
      role: 'chef',
    });
    const stored = await users.findOneByOrFail({ id: existing.id });
    expect(stored.oidcSubject).toMatch(/^dev-[0-9a-f]{24}$/);
  });

  it('creates a first-time user as a customer and sends them home', async () => {
    const browser = new Browser();
    const done = await submit(
      browser,
      await openSignIn(browser),
      'chef@demo.test',
      'demo1234',
      (next) => next.pathname !== '/',
    );
    expect(done.res.headers.get('location')).toBe('/');
    const me = await (await browser.request(`${site}/api/auth/user`)).json();
    expect(me).toMatchObject({ email: 'chef@demo.test', firstName: 'Marcus', role: 'customer' });
  });

  it('ignores a returnTo that leaves the site', async () => {
    const browser = new Browser();
    const done = await submit(
      browser,
      await openSignIn(browser, 'https://evil.test/steal'),
      'admin@demo.test',
      'demo1234',
      (next) => next.pathname !== '/',
    );
    expect(done.res.headers.get('location')).toBe('/');
  });

  it('refuses a callback whose state was tampered with', async () => {
    const browser = new Browser();
    const page = await openSignIn(browser);
    const toCallback = await submit(
      browser,
      page,
      'customer@demo.test',
      'demo1234',
      (next) => !next.pathname.startsWith('/api/callback'),
    );
    const callback = new URL(toCallback.res.headers.get('location')!, toCallback.url);
    expect(callback.pathname).toBe('/api/callback');
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const res = await browser.request(callback.href);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/signin?error=1');
    expect((await browser.request(`${site}/api/auth/user`)).status).toBe(401);
  });

  it('sends a denied sign-in back to /signin?error=1', async () => {
    const browser = new Browser();
    await openSignIn(browser);
    const res = await browser.request(`${site}/api/callback?error=access_denied&state=whatever`);
    expect(res.headers.get('location')).toBe('/signin?error=1');
  });

  it('signs out at both ends: the BFF session and the provider session', async () => {
    const browser = new Browser();
    await submit(browser, await openSignIn(browser), 'customer@demo.test', 'demo1234', (next) => next.pathname !== '/');
    expect((await browser.request(`${site}/api/auth/user`)).status).toBe(200);

    // While the provider session lives, signing in again needs no password.
    const again = await browser.follow(`${site}/api/login`, {}, (next) => next.pathname !== '/');
    expect(again.res.headers.get('location')).toBe('/');

    const toProvider = await browser.request(`${site}/api/logout`);
    expect(toProvider.status).toBe(302);
    const endSession = new URL(toProvider.headers.get('location')!);
    expect(endSession.origin + endSession.pathname).toBe(`${site}/oidc/session/end`);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${site}/`);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect(browser.cookie('chefs.sid')).toBeUndefined();

    const confirm = await browser.request(endSession.href);
    const html = await confirm.text();
    // It submits itself with a script file (the site's CSP runs no inline script).
    expect(html).not.toMatch(/<script>/);
    const script = /<script src="([^"]+)" defer><\/script>/.exec(html)?.[1];
    expect(script).toBe('/oidc/scripts/submit-logout.js');
    const js = await browser.request(`${site}${script}`);
    expect(js.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(await js.text()).toContain(`document.getElementById('op.logoutForm').submit()`);
    const { action, fields } = readForm(html);
    expect(fields.logout).toBe('yes');
    const back = await browser.request(new URL(action, endSession).href, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { origin: site },
    });
    expect(back.headers.get('location')).toBe(`${site}/`);

    expect((await browser.request(`${site}/api/auth/user`)).status).toBe(401);
    const fresh = await openSignIn(browser);
    expect(fresh.res.status).toBe(200);
    expect(await fresh.res.text()).toContain('<button type="submit">Sign in</button>');
  });

  it('just goes home on sign-out without a session', async () => {
    const res = await new Browser().request(`${site}/api/logout`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });
});
