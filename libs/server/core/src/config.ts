import proxyAddr from '@fastify/proxy-addr';

/**
 * The one place configuration is read. Each app names the groups it needs; every
 * variable of those groups is validated at start-up and all problems are reported
 * together, so a bad deploy fails fast with a clear message.
 */
export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  serviceName: string;
  port: number;
  /** Address the app listens on (LISTEN_HOST): loopback unless a container or cluster sets 0.0.0.0. */
  listenHost: string;
  /**
   * Peers whose X-Forwarded-* headers are believed (TRUST_PROXY): addresses, CIDR ranges or
   * proxy-addr's names (loopback, linklocal, uniquelocal); false trusts nobody.
   */
  trustProxy: string[] | false;
  publicUrl: string;
  /**
   * The public origin is https: the session cookie is `__Host-` prefixed and Secure, and the
   * gateway sends HSTS. Production requires it (except on localhost).
   */
  secureCookies: boolean;
  /** Serve OpenAPI documents and UI under /api-docs (API_DOCS); off by default in production. */
  apiDocs: boolean;
  /** Requests per window for the abuse-prone calls (RATE_LIMIT_*), shared across replicas in Redis. */
  rateLimits: RateLimits;
  databaseUrl: string;
  redisUrl: string;
  /** BullMQ key prefix, so environments sharing one Redis never take each other's jobs. */
  queuePrefix: string;
  sessionSecret: string;
  /**
   * `internalUrl` (OIDC_INTERNAL_URL, optional): where the BFF itself reaches the issuer
   * when the public URL does not resolve inside its network (containers, clusters).
   */
  oidc: { issuer: string; clientId: string; clientSecret: string; internalUrl?: string };
  /**
   * `apiBase` (STRIPE_API_BASE) and `jsUrl` (STRIPE_JS_URL): a local server speaking Stripe's API
   * and the Stripe.js-compatible script it serves; null in production (Stripe's own).
   */
  stripe: {
    secretKey: string;
    publishableKey: string;
    webhookSecret: string;
    apiBase: string | null;
    jsUrl: string | null;
  };
  smtp: { url: string; from: string };
  /**
   * MAIL_VIEWER_URL: the web page of the development mail catcher (maildev, started by
   * `npm start`), which the admin dashboard links to. Always null in production.
   */
  mailViewerUrl: string | null;
  vapid: { publicKey: string; privateKey: string; subject: string };
  devIdp: { clientRedirectUri: string; postLogoutRedirectUri: string; cookieKeys: string[] };
  gateway: {
    staticRoot: string;
    upstreams: Record<string, string>;
    remotes: Record<string, string>;
    /**
     * Origins the pages may load Stripe.js from, frame and call: the origin of STRIPE_JS_URL
     * (the local stand-in) when set, else Stripe's own.
     */
    stripeOrigins: { script: string[]; frame: string[]; connect: string[] };
    /**
     * The VAPID public key browsers subscribe to web push with (VAPID_PUBLIC_KEY, the same pair
     * as the worker's; the private key never reaches the gateway), served in /config.json; ''
     * when push is not set up.
     */
    vapidPublicKey: string;
  };
  /** pino level (LOG_LEVEL); defaults to info, and to silent under NODE_ENV=test. */
  logLevel?: LogLevel;
}

export const RATE_LIMIT_NAMES = ['signIn', 'booking', 'subscribe', 'application', 'quiz', 'review'] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];
export interface RateLimit {
  max: number;
  windowMs: number;
}
export type RateLimits = Record<RateLimitName, RateLimit>;

/** Stripe's own origins for Stripe.js, its frames and its API (Stripe's CSP guide). */
export const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type ConfigGroup =
  'database' | 'redis' | 'session' | 'oidc' | 'stripe' | 'smtp' | 'vapid' | 'devIdp' | 'gateway';

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}\nSee .env.example for every variable.`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

class Reader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  str(name: string, fallback?: string): string {
    const v = this.env[name]?.trim();
    if (v) return v;
    if (fallback !== undefined) return fallback;
    this.problems.push(`${name} is required`);
    return '';
  }

  url(name: string, protocols: string[], fallback?: string): string {
    const v = this.str(name, fallback);
    if (!v) return v;
    try {
      const u = new URL(v);
      if (!protocols.includes(u.protocol.replace(':', ''))) {
        this.problems.push(`${name} must be a ${protocols.join(' or ')} URL (got "${u.protocol}")`);
      }
    } catch {
      this.problems.push(`${name} must be a URL (got "${v}")`);
    }
    return v.replace(/\/$/, '');
  }

  int(name: string, fallback: number, min = 1, max = 65535): number {
    const raw = this.env[name]?.trim();
    if (!raw) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.env[name]?.trim();
    if (!raw) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw as T;
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.env[name]?.trim().toLowerCase();
    if (!raw) return fallback;
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    this.problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  }

  /** `<max>/<window>`, the window in s, m or h: `30/10m` is 30 requests per 10 minutes. */
  rate(name: string, fallback: string): RateLimit {
    const raw = this.env[name]?.trim() || fallback;
    const m = /^(\d+)\/(\d+)(s|m|h)$/.exec(raw);
    const unit = { s: 1000, m: 60_000, h: 3_600_000 };
    if (!m || Number(m[1]) < 1 || Number(m[2]) < 1) {
      this.problems.push(`${name} must look like 30/10m: requests per window in s, m or h (got "${raw}")`);
      return { max: 1, windowMs: 60_000 };
    }
    return { max: Number(m[1]), windowMs: Number(m[2]) * unit[m[3] as keyof typeof unit] };
  }

  /** Comma-separated addresses, CIDR ranges or proxy-addr names; `none` (or false) trusts nobody. */
  proxies(name: string, fallback: string): string[] | false {
    const raw = this.env[name]?.trim() || fallback;
    if (['none', 'false'].includes(raw.toLowerCase())) return false;
    const list = raw
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    try {
      proxyAddr.compile(list);
    } catch (err) {
      this.problems.push(`${name} must list addresses or CIDR ranges (${(err as Error).message})`);
    }
    return list;
  }

  /** Optional: '' when unset, else an uncompressed P-256 public key in base64url (what web-push generates). */
  vapidPublicKey(name: string): string {
    const v = this.env[name]?.trim() ?? '';
    if (v && !/^B[A-Za-z0-9_-]{86}$/.test(v)) {
      this.problems.push(`${name} must be a P-256 public key in base64url (npx web-push generate-vapid-keys)`);
    }
    return v;
  }

  secret(name: string, devFallback: string, production: boolean, minLength = 32): string {
    const v = this.str(name, production ? undefined : devFallback);
    if (v && v.length < minLength) this.problems.push(`${name} must be at least ${minLength} characters`);
    return v;
  }
}

const DEV = {
  sessionSecret: 'dev-only-session-secret-change-me-0123456789',
  oidcClientSecret: 'dev-only-client-secret-0123456789abcdef',
};

/**
 * Reads and validates the configuration groups an app needs.
 * Development and test get safe local defaults; production requires every secret.
 */
export function loadConfig(
  serviceName: string,
  defaultPort: number,
  groups: ConfigGroup[],
  env: Env = process.env,
): AppConfig {
  const r = new Reader(env);
  const need = new Set(groups);
  const nodeEnvRaw = env.NODE_ENV ?? 'development';
  if (!['development', 'test', 'production'].includes(nodeEnvRaw)) {
    r.problems.push(`NODE_ENV must be development, test or production (got "${nodeEnvRaw}")`);
  }
  const nodeEnv = (
    ['development', 'test', 'production'].includes(nodeEnvRaw) ? nodeEnvRaw : 'development'
  ) as AppConfig['nodeEnv'];
  const prod = nodeEnv === 'production';
  const publicUrl = r.url('PUBLIC_URL', ['http', 'https'], prod ? undefined : 'http://localhost:8080');
  const secureCookies = isHttps(publicUrl);
  if (prod && publicUrl && !secureCookies && !isLocalhost(publicUrl)) {
    r.problems.push(`PUBLIC_URL must be an https URL in production (got "${publicUrl}")`);
  }
  const stripeJsUrl = env.STRIPE_JS_URL?.trim() ? r.url('STRIPE_JS_URL', ['http', 'https']) : null;

  const config: AppConfig = {
    nodeEnv,
    serviceName,
    port: r.int('PORT', defaultPort),
    listenHost: r.str('LISTEN_HOST', '127.0.0.1'),
    trustProxy: r.proxies('TRUST_PROXY', 'loopback'),
    logLevel: r.oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    publicUrl,
    secureCookies,
    apiDocs: r.bool('API_DOCS', !prod),
    rateLimits: {
      signIn: r.rate('RATE_LIMIT_SIGN_IN', '30/10m'),
      booking: r.rate('RATE_LIMIT_BOOKING', '20/10m'),
      subscribe: r.rate('RATE_LIMIT_SUBSCRIBE', '5/10m'),
      application: r.rate('RATE_LIMIT_APPLICATION', '10/10m'),
      quiz: r.rate('RATE_LIMIT_QUIZ', '60/10m'),
      review: r.rate('RATE_LIMIT_REVIEW', '20/10m'),
    },
    databaseUrl: need.has('database')
      ? r.url('DATABASE_URL', ['postgres', 'postgresql'], prod ? undefined : 'postgres://postgres@127.0.0.1:5432/chefs')
      : '',
    redisUrl: need.has('redis')
      ? r.url('REDIS_URL', ['redis', 'rediss'], prod ? undefined : 'redis://127.0.0.1:6379')
      : '',
    queuePrefix: need.has('redis') ? r.str('QUEUE_PREFIX', 'chefs') : '',
    sessionSecret: need.has('session') ? r.secret('SESSION_SECRET', DEV.sessionSecret, prod) : '',
    oidc: need.has('oidc')
      ? {
          issuer: r.url('OIDC_ISSUER', ['http', 'https'], prod ? undefined : `${publicUrl}/oidc`),
          clientId: r.str('OIDC_CLIENT_ID', prod ? undefined : 'chefs-web'),
          clientSecret: r.secret('OIDC_CLIENT_SECRET', DEV.oidcClientSecret, prod, 16),
          ...(env.OIDC_INTERNAL_URL?.trim() ? { internalUrl: r.url('OIDC_INTERNAL_URL', ['http', 'https']) } : {}),
        }
      : { issuer: '', clientId: '', clientSecret: '' },
    stripe: need.has('stripe')
      ? {
          secretKey: r.str('STRIPE_SECRET_KEY', prod ? undefined : ''),
          publishableKey: r.str('STRIPE_PUBLISHABLE_KEY', prod ? undefined : ''),
          webhookSecret: r.str('STRIPE_WEBHOOK_SECRET', prod ? undefined : ''),
          apiBase: env.STRIPE_API_BASE?.trim() ? r.url('STRIPE_API_BASE', ['http', 'https']) : null,
          jsUrl: stripeJsUrl,
        }
      : { secretKey: '', publishableKey: '', webhookSecret: '', apiBase: null, jsUrl: null },
    smtp: need.has('smtp')
      ? {
          url: r.url('SMTP_URL', ['smtp', 'smtps'], prod ? undefined : 'smtp://127.0.0.1:1025'),
          from: r.str('MAIL_FROM', 'Atlanta Private Chefs <hello@chefs.test>'),
        }
      : { url: '', from: '' },
    mailViewerUrl: !prod && env.MAIL_VIEWER_URL?.trim() ? r.url('MAIL_VIEWER_URL', ['http', 'https']) : null,
    vapid: need.has('vapid')
      ? {
          publicKey: r.str('VAPID_PUBLIC_KEY', prod ? undefined : ''),
          privateKey: r.str('VAPID_PRIVATE_KEY', prod ? undefined : ''),
          subject: r.str('VAPID_SUBJECT', 'mailto:ops@chefs.test'),
        }
      : { publicKey: '', privateKey: '', subject: '' },
    devIdp: need.has('devIdp')
      ? {
          clientRedirectUri: r.url('OIDC_REDIRECT_URI', ['http', 'https'], `${publicUrl}/api/callback`),
          postLogoutRedirectUri: r.url('OIDC_POST_LOGOUT_REDIRECT_URI', ['http', 'https'], `${publicUrl}/`),
          cookieKeys: [r.secret('DEV_IDP_COOKIE_KEY', 'dev-only-idp-cookie-key-0123456789abcdef', prod)],
        }
      : { clientRedirectUri: '', postLogoutRedirectUri: '', cookieKeys: [] },
    gateway: need.has('gateway')
      ? {
          staticRoot: r.str('STATIC_ROOT', '.'),
          upstreams: {
            'public-bff': r.url('PUBLIC_BFF_URL', ['http', 'https'], 'http://127.0.0.1:3001'),
            'customer-bff': r.url('CUSTOMER_BFF_URL', ['http', 'https'], 'http://127.0.0.1:3002'),
            'chef-bff': r.url('CHEF_BFF_URL', ['http', 'https'], 'http://127.0.0.1:3003'),
            'admin-bff': r.url('ADMIN_BFF_URL', ['http', 'https'], 'http://127.0.0.1:3004'),
            ...(env.DEV_IDP_URL?.trim() ? { 'dev-idp': r.url('DEV_IDP_URL', ['http', 'https']) } : {}),
          },
          remotes: {
            public: r.str('REMOTE_PUBLIC_URL', '/remotes/public/mf-manifest.json'),
            customer: r.str('REMOTE_CUSTOMER_URL', '/remotes/customer/mf-manifest.json'),
            chef: r.str('REMOTE_CHEF_URL', '/remotes/chef/mf-manifest.json'),
            admin: r.str('REMOTE_ADMIN_URL', '/remotes/admin/mf-manifest.json'),
          },
          stripeOrigins: stripeJsUrl
            ? { script: [origin(stripeJsUrl)], frame: [origin(stripeJsUrl)], connect: [origin(stripeJsUrl)] }
            : STRIPE_ORIGINS,
          vapidPublicKey: r.vapidPublicKey('VAPID_PUBLIC_KEY'),
        }
      : {
          staticRoot: '',
          upstreams: {},
          remotes: {},
          stripeOrigins: { script: [], frame: [], connect: [] },
          vapidPublicKey: '',
        },
  };
  if (r.problems.length) throw new ConfigError(r.problems);
  return config;
}

function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

function isLocalhost(url: string): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

const origin = (url: string): string => new URL(url).origin;

/** Nest injection token for the validated AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
