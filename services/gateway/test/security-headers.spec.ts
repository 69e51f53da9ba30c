import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { listeningGateway, writeUnder as write } from './support';
import { Upstream } from './upstream';

/** The CSP header as directive -> sources. */
function policy(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('gateway security headers', () => {
  const bff = new Upstream('public-bff');
  let root: string;
  const apps: NestFastifyApplication[] = [];

  beforeAll(async () => {
    await bff.start();
    root = mkdtempSync(join(tmpdir(), 'gateway-headers-'));
    write(root, 'shell/dist/index.html', '<!doctype html><title>shell</title>');
    write(root, 'shell/dist/main.3f9a1c2b.js', 'console.log("shell")');
    write(root, 'shell/dist/main.3f9a1c2b.js.map', '{"sources":["secret.ts"]}');
    write(root, 'mfe-public/dist/remoteEntry.js', 'var remote = 1;');
    write(root, 'mfe-public/dist/121.0badc0de99.js.map', '{"sources":["secret.ts"]}');
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await bff.stop();
    rmSync(root, { recursive: true, force: true });
  });

  async function start(env: Record<string, string>): Promise<(path: string, init?: RequestInit) => Promise<Response>> {
    const { app, base } = await listeningGateway({
      STATIC_ROOT: root,
      PUBLIC_BFF_URL: bff.url,
      CUSTOMER_BFF_URL: bff.url,
      CHEF_BFF_URL: bff.url,
      ADMIN_BFF_URL: bff.url,
      ...env,
    });
    apps.push(app);
    return (path, init = {}) => fetch(`${base}${path}`, { redirect: 'manual', ...init });
  }

  it('sends a real CSP on pages, remotes and API answers: scripts from here and Stripe only, never inline', async () => {
    const get = await start({
      NODE_ENV: 'test',
      STRIPE_JS_URL: 'http://localhost:12111/v3/stripe.js',
      REMOTE_ADMIN_URL: 'https://cdn.example.test/admin/mf-manifest.json',
    });
    for (const path of ['/', '/bookings/12', '/remotes/public/remoteEntry.js', '/api/chefs']) {
      const res = await get(path, { headers: { accept: 'text/html' } });
      const csp = policy(res.headers.get('content-security-policy'));
      expect({ path, scripts: csp['script-src'] }).toEqual({
        path,
        scripts: ["'self'", 'http://localhost:12111', 'https://cdn.example.test'],
      });
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:12111', 'https://cdn.example.test']);
      expect(csp['frame-src']).toEqual(['http://localhost:12111']);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      // http: no HSTS (a browser would ignore it, and localhost must stay reachable).
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    const remote = await get('/remotes/public/remoteEntry.js');
    expect(remote.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await get('/main.3f9a1c2b.js')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it("allows Stripe's own origins when no stand-in is configured, and sends HSTS once the site is https", async () => {
    const get = await start({ NODE_ENV: 'test', PUBLIC_URL: 'https://chefs.example.com' });
    const res = await get('/', { headers: { accept: 'text/html' } });
    const csp = policy(res.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(csp['frame-src']).toEqual(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp['upgrade-insecure-requests']).toEqual([]);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('never serves source maps outside development', async () => {
    const get = await start({ NODE_ENV: 'test' });
    expect((await get('/main.3f9a1c2b.js.map')).status).toBe(404);
    expect((await get('/remotes/public/121.0badc0de99.js.map')).status).toBe(404);
    expect((await get('/main.3f9a1c2b.js')).status).toBe(200);
    const dev = await start({ NODE_ENV: 'development' });
    expect((await dev('/main.3f9a1c2b.js.map')).status).toBe(200);
  });
});
