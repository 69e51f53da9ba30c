import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { listeningGateway, writeUnder as write } from './support';
import { Upstream, closedPortUrl } from './upstream';

/** A VAPID public key as web-push generates it (an uncompressed P-256 point, base64url). */
const VAPID_PUBLIC_KEY = `B${'A'.repeat(86)}`;

describe('gateway', () => {
  const publicBff = new Upstream('public-bff');
  const customerBff = new Upstream('customer-bff');
  const devIdp = new Upstream('dev-idp');
  let root: string;
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    await Promise.all([publicBff.start(), customerBff.start(), devIdp.start()]);
    root = mkdtempSync(join(tmpdir(), 'gateway-'));
    write(root, 'shell/dist/index.html', '<!doctype html><title>shell</title>');
    write(root, 'shell/dist/main.3f9a1c2b.js', 'console.log("shell")');
    write(root, 'shell/dist/prerendered/index.html', '<!doctype html><title>prerendered landing</title>');
    write(root, 'shell/dist/prerendered/recipes.html', '<!doctype html><title>prerendered recipes</title>');
    write(root, 'shell/dist/prerendered/_signed-out.html', '<!doctype html><title>signed-out shell</title>');
    write(root, 'shell/dist/sw.js', 'self.addEventListener("push", () => {});');
    write(root, 'shell/dist/manifest.webmanifest', '{"name":"Chefs Atlanta"}');
    write(root, 'mfe-public/dist/remoteEntry.js', 'var remote = 1;');
    write(root, 'mfe-public/dist/mf-manifest.json', '{"name":"public"}');
    write(root, 'mfe-public/dist/chunk.0badc0de99.js', 'var chunk = 1;');
    write(root, 'mfe-admin/dist/remoteEntry.js', 'var admin = 1;');
    const down = await closedPortUrl();
    ({ app, base } = await listeningGateway({
      NODE_ENV: 'test',
      STATIC_ROOT: root,
      PUBLIC_BFF_URL: publicBff.url,
      CUSTOMER_BFF_URL: customerBff.url,
      CHEF_BFF_URL: down,
      ADMIN_BFF_URL: down,
      DEV_IDP_URL: devIdp.url,
      REMOTE_ADMIN_URL: 'https://cdn.example.test/admin/mf-manifest.json',
      VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY,
    }));
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([publicBff.stop(), customerBff.stop(), devIdp.stop()]);
    rmSync(root, { recursive: true, force: true });
  });

  const get = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { redirect: 'manual', ...init });

  describe('/api by the route table', () => {
    it('sends catalogue calls to public-bff with path, query, cookies and forwarding headers', async () => {
      const res = await get('/api/chefs/12?zip=30303&cuisine=southern', {
        headers: { cookie: 'chefs.sid=s%3Axyz.sig; other=1', 'x-request-id': 'req-1' },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ from: 'public-bff' });
      expect(res.headers.get('set-cookie')).toBe('chefs.sid=s%3Aabc.def; Path=/; HttpOnly');
      const seen = publicBff.last();
      expect(seen).toMatchObject({ method: 'GET', url: '/api/chefs/12?zip=30303&cuisine=southern' });
      expect(seen.headers).toMatchObject({
        cookie: 'chefs.sid=s%3Axyz.sig; other=1',
        'x-request-id': 'req-1',
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': new URL(base).host,
      });
    });

    it('sends booking calls to customer-bff with the JSON body intact', async () => {
      const body = JSON.stringify({ chefId: 3, guestCount: 4 });
      const res = await get('/api/bookings', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', origin: base },
      });
      expect(await res.json()).toEqual({ from: 'customer-bff' });
      expect(customerBff.last()).toMatchObject({ method: 'POST', url: '/api/bookings' });
      expect(customerBff.last().body.toString()).toBe(body);
      expect(customerBff.last().headers.origin).toBe(base);
    });

    it('passes a signed webhook byte for byte, whatever its content type', async () => {
      const raw = Buffer.from('{"id":"evt_1",  "type":"payment_intent.succeeded"}\n');
      await get('/api/stripe/webhook', {
        method: 'POST',
        body: raw,
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': 't=1,v1=abc' },
      });
      expect(customerBff.last().body.equals(raw)).toBe(true);
      expect(customerBff.last().headers['stripe-signature']).toBe('t=1,v1=abc');
      const form = 'a=1&b=%20two';
      await get('/api/stripe/webhook', {
        method: 'POST',
        body: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(customerBff.last().body.toString()).toBe(form);
      const bytes = Buffer.from([0, 255, 1, 254]);
      await get('/api/stripe/webhook', {
        method: 'POST',
        body: bytes,
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(customerBff.last().body.equals(bytes)).toBe(true);
    });

    it('routes the same path by method: PATCH booking status goes to chef-bff (down: 503, try again)', async () => {
      const before = customerBff.seen.length;
      const res = await get('/api/bookings/7/status', {
        method: 'PATCH',
        body: '{"status":"confirmed"}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        code: 'service_unavailable',
      });
      expect(customerBff.seen.length).toBe(before);
    });

    it('sends a query on byte for byte, a stray % or a "/.." in a search included', async () => {
      for (const query of ['?q=100%', '?q=%ZZ&x=%', '?q=salt%2F..', '?q=1%2F2%20cup..%2F', '?q=%E0%A4%A']) {
        const res = await get(`/api/recipes${query}`);
        expect({ query, status: res.status }).toEqual({ query, status: 200 });
        expect(publicBff.last().url).toBe(`/api/recipes${query}`);
      }
    });

    it('answers 400 in plain words for an identity-provider path with an encoded ..', async () => {
      const before = devIdp.seen.length;
      for (const path of ['/oidc/x%2F..%2Fsecret', '/oidc/auth%2F..', '/oidc/%2E%2E%2Fjwks']) {
        const res = await get(path);
        expect({ path, status: res.status }).toEqual({ path, status: 400 });
        expect(await res.json()).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          code: 'bad_address',
          message: 'This address is not valid.',
        });
      }
      expect(devIdp.seen.length).toBe(before);
    });

    it('answers 405 for a known path with the wrong method', async () => {
      const res = await get('/api/recipes', { method: 'DELETE' });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, POST');
      expect(await res.json()).toEqual({ statusCode: 405, error: 'Method Not Allowed', message: 'Method Not Allowed' });
    });

    it('answers 404 JSON for an unknown /api path, never the shell', async () => {
      for (const path of ['/api/nope', '/api', '/api/chefs/1/2']) {
        const res = await get(path, { headers: { accept: 'text/html' } });
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
      }
    });
  });

  it('proxies /oidc to the identity provider with Location and cookies unchanged', async () => {
    const res = await get('/oidc/auth?client_id=chefs-web&state=s1');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost:9999/oidc/interaction/abc');
    expect(res.headers.get('set-cookie')).toBe('idp.interaction=abc; path=/oidc/interaction/abc; httponly');
    expect(devIdp.last().url).toBe('/oidc/auth?client_id=chefs-web&state=s1');
  });

  describe('static files', () => {
    it('serves the shell, with the SPA fallback for pages, never for a missing file a script asks for', async () => {
      // Signed in: a signed-out visitor gets the prerendered landing page (next test).
      const home = await get('/', { headers: { accept: 'text/html', cookie: 'chefs.sid=s%3Aabc.def' } });
      expect(home.status).toBe(200);
      expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(home.headers.get('cache-control')).toBe('no-cache');
      expect(await home.text()).toContain('<title>shell</title>');

      const deep = await get('/chef/12', {
        headers: { accept: 'text/html,application/xhtml+xml', cookie: 'chefs.sid=s%3Aabc.def' },
      });
      expect(deep.status).toBe(200);
      expect(await deep.text()).toContain('<title>shell</title>');

      expect((await get('/missing.js', { headers: { accept: '*/*' } })).status).toBe(404);
      expect((await get('/oidc-nope', { headers: { accept: 'text/html' } })).status).toBe(200);
      expect((await get('/remotes/nope/x.js', { headers: { accept: 'text/html' } })).status).toBe(404);
    });

    it('serves a prerendered page, or the shell marked signed out, to a navigation without the session cookie, the shell to one with it', async () => {
      const html = (cookie?: string) => ({ headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
      const landing = await get('/', html());
      expect(await landing.text()).toContain('<title>prerendered landing</title>');
      expect(landing.headers.get('vary')).toMatch(/^cookie\b/);
      expect(landing.headers.get('cache-control')).toBe('no-cache');
      expect(await (await get('/recipes', html('theme=dark'))).text()).toContain('<title>prerendered recipes</title>');
      // Signed in (either name of the session cookie): the shell, which waits for the session.
      for (const cookie of ['chefs.sid=s%3Aabc.def', 'a=1; __Host-chefs.sid=s%3Aabc.def']) {
        const res = await get('/', html(cookie));
        expect(await res.text()).toContain('<title>shell</title>');
        expect(res.headers.get('vary')).toMatch(/^cookie\b/);
      }
      // A path with no prerendered page, or one that is no page name, gets the shell marked signed out
      // (which need not ask for the session); the marked shell is not a page of its own name.
      for (const path of ['/meals', '/recipes/x', '/..%2findex', '/_signed-out', '/chef/12']) {
        const res = await get(path, html());
        expect(await res.text()).toContain('<title>signed-out shell</title>');
        expect(res.headers.get('vary')).toMatch(/^cookie\b/);
      }
      expect(await (await get('/recipes/x', html('chefs.sid=s%3Aabc.def'))).text()).toContain('<title>shell</title>');
      // Not for a request that does not take HTML.
      for (const accept of ['application/json', 'text/html;q=0, application/json', 'image/*']) {
        expect((await get('/recipes', { headers: { accept } })).status).toBe(404);
      }
    });

    it('serves a page to a request that takes HTML without naming it (curl, link previews), and no page for a missing file', async () => {
      const page = async (path: string, accept: string) => {
        const res = await get(path, { headers: { accept } });
        return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
      };
      // curl and most link-preview fetchers send */*; text/* takes HTML as well.
      for (const accept of ['*/*', 'text/*', 'text/plain;q=0.5, */*;q=0.1']) {
        const landing = await page('/', accept);
        expect(landing).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
        expect(landing.body).toContain('<title>prerendered landing</title>');
        expect((await page('/recipes/lemon-herb-chicken', accept)).status).toBe(200);
      }
      // A missing file stays a 404 for a script's or an image's request, and for */* alike.
      for (const path of ['/missing.js', '/icons/nope.png', '/remotes/public/nope.js']) {
        expect((await page(path, '*/*')).status).toBe(404);
      }
      // A browser's navigation still gets the app (and its own 404 page) wherever it goes.
      expect((await page('/missing.js', 'text/html')).status).toBe(200);
    });

    it("names a page's first fetches in its Link header, with the credentials each will be asked with", async () => {
      const html = (cookie?: string) => ({ headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
      const links = async (path: string, cookie?: string) => {
        const res = await get(path, html(cookie));
        await res.arrayBuffer();
        return res.headers.get('link');
      };
      expect(await links('/recipes/lemon-herb-chicken')).toBe(
        '</config.json>; rel=preload; as=fetch; crossorigin, ' +
          '</remotes/public/mf-manifest.json>; rel=preload; as=fetch; crossorigin, ' +
          '</api/recipes?slug=lemon-herb-chicken&limit=5>; rel=preload; as=fetch; crossorigin=use-credentials',
      );
      expect(await links('/home', 'chefs.sid=s%3Aabc.def')).toBe(
        '</config.json>; rel=preload; as=fetch; crossorigin, ' +
          '</remotes/customer/mf-manifest.json>; rel=preload; as=fetch; crossorigin, ' +
          '</api/auth/user>; rel=preload; as=fetch; crossorigin=use-credentials, ' +
          '</api/home>; rel=preload; as=fetch; crossorigin=use-credentials',
      );
      // A portal served from elsewhere is preloaded from there; a filtered list names no list.
      expect(await links('/admin', 'chefs.sid=s%3Aabc.def')).toContain(
        '<https://cdn.example.test/admin/mf-manifest.json>; rel=preload; as=fetch; crossorigin, </api/auth/user>',
      );
      expect(await links('/recipes?category=healthy', 'chefs.sid=s%3Aabc.def')).toBe(
        '</config.json>; rel=preload; as=fetch; crossorigin, </remotes/public/mf-manifest.json>; rel=preload; as=fetch; crossorigin, ' +
          '</api/auth/user>; rel=preload; as=fetch; crossorigin=use-credentials',
      );
      // A prerendered page draws from its own HTML: nothing is preloaded beside it.
      expect(await links('/recipes')).toBeNull();
      expect(await links('/')).toBeNull();
      // No page of the table, no header; nor on a file.
      expect(await links('/nowhere')).toBeNull();
      expect((await get('/main.3f9a1c2b.js')).headers.get('link')).toBeNull();
    });

    it('caches hashed files for good and revalidates the rest', async () => {
      const res = await get('/main.3f9a1c2b.js');
      expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const etag = res.headers.get('etag')!;
      expect((await get('/main.3f9a1c2b.js', { headers: { 'if-none-match': etag } })).status).toBe(304);
    });

    it('serves the service worker from the site root, never cached without a check, and the web app manifest', async () => {
      const sw = await get('/sw.js', { headers: { 'service-worker': 'script' } });
      expect(sw.status).toBe(200);
      expect(sw.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
      expect(sw.headers.get('cache-control')).toBe('no-cache');
      expect(sw.headers.get('service-worker-allowed')).toBe('/');
      const manifest = await get('/manifest.webmanifest');
      expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
      expect(await manifest.json()).toEqual({ name: 'Chefs Atlanta' });
    });

    it('serves remotes with CORS, entry files revalidated', async () => {
      const entry = await get('/remotes/public/remoteEntry.js');
      expect(entry.status).toBe(200);
      expect(entry.headers.get('access-control-allow-origin')).toBe('*');
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      expect(await entry.text()).toBe('var remote = 1;');
      const manifest = await get('/remotes/public/mf-manifest.json');
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      expect(await manifest.json()).toEqual({ name: 'public' });
      const chunk = await get('/remotes/public/chunk.0badc0de99.js');
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    it('refuses paths that leave the remote folder', async () => {
      for (const path of [
        '/remotes/public/..%2f..%2fshell%2fdist%2findex.html',
        '/remotes/public/%2e%2e/%2e%2e/shell/dist/index.html',
      ]) {
        expect((await get(path)).status).toBe(404);
      }
    });

    it('answers 404 at once for a remote whose folder was removed', async () => {
      expect((await get('/remotes/admin/remoteEntry.js')).status).toBe(200);
      rmSync(join(root, 'mfe-admin'), { recursive: true });
      const gone = await get('/remotes/admin/remoteEntry.js');
      expect(gone.status).toBe(404);
      expect(gone.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('gives the shell its remote manifest URLs and the VAPID public key to subscribe with', async () => {
      const res = await get('/config.json');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.json()).toEqual({
        remotes: {
          public: '/remotes/public/mf-manifest.json',
          customer: '/remotes/customer/mf-manifest.json',
          chef: '/remotes/chef/mf-manifest.json',
          admin: 'https://cdn.example.test/admin/mf-manifest.json',
        },
        vapidPublicKey: VAPID_PUBLIC_KEY,
      });
    });
  });

  it('sets the security headers on every answer, proxied ones too', async () => {
    for (const path of ['/', '/api/chefs', '/remotes/public/remoteEntry.js']) {
      const res = await get(path, { headers: { accept: 'text/html' } });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('is live, but not ready while an upstream is down', async () => {
    expect((await get('/healthz')).status).toBe(200);
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    expect((await ready.json()).failing).toEqual(['chef-bff', 'admin-bff']);
  });
});

describe('gateway readiness', () => {
  it('is ready when every upstream answers /healthz', async () => {
    const up = await new Upstream('any').start();
    const { app, base } = await listeningGateway({
      NODE_ENV: 'test',
      PUBLIC_BFF_URL: up.url,
      CUSTOMER_BFF_URL: up.url,
      CHEF_BFF_URL: up.url,
      ADMIN_BFF_URL: up.url,
    });
    try {
      const res = await fetch(`${base}/readyz`);
      expect(res.status).toBe(200);
      expect((await res.json()).checks).toEqual({
        'public-bff': 'ok',
        'customer-bff': 'ok',
        'chef-bff': 'ok',
        'admin-bff': 'ok',
      });
    } finally {
      await app.close();
      await up.stop();
    }
  });
});
