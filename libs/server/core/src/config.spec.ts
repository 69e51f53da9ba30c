import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives development defaults for local runs', () => {
    const c = loadConfig('public-bff', 3001, ['database', 'redis', 'session', 'oidc'], { NODE_ENV: 'development' });
    expect(c.port).toBe(3001);
    expect(c.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/chefs');
    expect(c.oidc.issuer).toBe('http://localhost:8080/oidc');
  });

  it('holds 10 connections to Postgres unless DATABASE_POOL_SIZE says otherwise, from 1 to 100', () => {
    const pool = (value?: string) =>
      loadConfig('public-bff', 3001, ['database'], { NODE_ENV: 'development', DATABASE_POOL_SIZE: value })
        .databasePoolSize;
    expect(pool()).toBe(10);
    expect(pool('')).toBe(10);
    expect(pool('4')).toBe(4);
    for (const bad of ['0', '101', '2.5', 'many'])
      expect(() => pool(bad)).toThrow(`DATABASE_POOL_SIZE must be a whole number from 1 to 100 (got "${bad}")`);
  });

  it('reports every bad or missing variable at once in production', () => {
    let err: unknown;
    try {
      loadConfig('public-bff', 3001, ['database', 'session', 'oidc'], {
        NODE_ENV: 'production',
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
      });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const problems = (err as ConfigError).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        'PUBLIC_URL is required',
        'PORT must be a whole number from 1 to 65535 (got "abc")',
        'DATABASE_URL must be a postgres or postgresql URL (got "mysql:")',
        'SESSION_SECRET is required',
        'OIDC_ISSUER is required',
        'OIDC_CLIENT_SECRET is required',
      ]),
    );
  });

  it('listens on loopback, trusts loopback proxies and limits abuse by default; env overrides each', () => {
    const c = loadConfig('public-bff', 3001, [], { NODE_ENV: 'development' });
    expect(c.listenHost).toBe('127.0.0.1');
    expect(c.trustProxy).toEqual(['loopback']);
    expect(c.rateLimits.signIn).toEqual({ max: 30, windowMs: 10 * 60_000 });
    expect(c.secureCookies).toBe(false);
    expect(c.apiDocs).toBe(true);
    const o = loadConfig('public-bff', 3001, [], {
      NODE_ENV: 'development',
      LISTEN_HOST: '0.0.0.0',
      TRUST_PROXY: '10.0.0.0/8, uniquelocal',
      RATE_LIMIT_SIGN_IN: '1000/1m',
      RATE_LIMIT_BOOKING: '3/30s',
      API_DOCS: 'false',
    });
    expect(o.listenHost).toBe('0.0.0.0');
    expect(o.trustProxy).toEqual(['10.0.0.0/8', 'uniquelocal']);
    expect(o.rateLimits.signIn).toEqual({ max: 1000, windowMs: 60_000 });
    expect(o.rateLimits.booking).toEqual({ max: 3, windowMs: 30_000 });
    expect(o.apiDocs).toBe(false);
    expect(loadConfig('x', 1, [], { TRUST_PROXY: 'none' }).trustProxy).toBe(false);
  });

  it('refuses malformed limits and proxy lists', () => {
    expect(() => loadConfig('x', 1, [], { RATE_LIMIT_REVIEW: 'lots', TRUST_PROXY: 'not-an-address' })).toThrow(
      /TRUST_PROXY must list addresses or CIDR ranges.*\n.*RATE_LIMIT_REVIEW must look like 30\/10m/,
    );
  });

  it('in production: https only (Secure cookies), and no API docs unless asked for', () => {
    expect(() => loadConfig('x', 1, [], { NODE_ENV: 'production', PUBLIC_URL: 'http://chefs.example.com' })).toThrow(
      'PUBLIC_URL must be an https URL in production (got "http://chefs.example.com")',
    );
    const c = loadConfig('x', 1, [], { NODE_ENV: 'production', PUBLIC_URL: 'https://chefs.example.com' });
    expect({ secureCookies: c.secureCookies, apiDocs: c.apiDocs }).toEqual({ secureCookies: true, apiDocs: false });
    expect(loadConfig('x', 1, [], { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:8080' }).secureCookies).toBe(
      false,
    );
    expect(
      loadConfig('x', 1, [], { NODE_ENV: 'production', PUBLIC_URL: 'https://chefs.example.com', API_DOCS: 'true' })
        .apiDocs,
    ).toBe(true);
  });

  it('lets the pages use Stripe from its own origins, or from the local stand-in when STRIPE_JS_URL names it', () => {
    expect(loadConfig('gateway', 8080, ['gateway'], {}).gateway.stripeOrigins.script).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    const standIn = loadConfig('gateway', 8080, ['gateway'], { STRIPE_JS_URL: 'http://localhost:12111/v3/stripe.js' });
    expect(standIn.gateway.stripeOrigins).toEqual({
      script: ['http://localhost:12111'],
      frame: ['http://localhost:12111'],
      connect: ['http://localhost:12111'],
    });
  });

  it('hands the gateway the VAPID public key only (no private key needed), and checks its form', () => {
    const publicKey = `B${'x'.repeat(86)}`;
    expect(loadConfig('gateway', 8080, ['gateway'], {}).gateway.vapidPublicKey).toBe('');
    const set = loadConfig('gateway', 8080, ['gateway'], {
      VAPID_PUBLIC_KEY: publicKey,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://chefs.example',
    });
    expect(set.gateway.vapidPublicKey).toBe(publicKey);
    expect(() => loadConfig('gateway', 8080, ['gateway'], { VAPID_PUBLIC_KEY: 'not-a-key' })).toThrow(
      /VAPID_PUBLIC_KEY must be a P-256 public key in base64url/,
    );
  });
});
