/**
 * The one place configuration is read. Each app names the groups it needs; every
 * variable of those groups is validated at start-up and all problems are reported
 * together, so a bad deploy fails fast with a clear message.
 */
export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  serviceName: string;
  port: number;
  publicUrl: string;
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
  vapid: { publicKey: string; privateKey: string; subject: string };
  devIdp: { clientRedirectUri: string; postLogoutRedirectUri: string; cookieKeys: string[] };
  gateway: { staticRoot: string; upstreams: Record<string, string>; remotes: Record<string, string> };
  /** pino level (LOG_LEVEL); defaults to info, and to silent under NODE_ENV=test. */
  logLevel?: LogLevel;
}

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

  const config: AppConfig = {
    nodeEnv,
    serviceName,
    port: r.int('PORT', defaultPort),
    logLevel: r.oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    publicUrl,
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
          jsUrl: env.STRIPE_JS_URL?.trim() ? r.url('STRIPE_JS_URL', ['http', 'https']) : null,
        }
      : { secretKey: '', publishableKey: '', webhookSecret: '', apiBase: null, jsUrl: null },
    smtp: need.has('smtp')
      ? {
          url: r.url('SMTP_URL', ['smtp', 'smtps'], prod ? undefined : 'smtp://127.0.0.1:1025'),
          from: r.str('MAIL_FROM', 'Atlanta Private Chefs <hello@chefs.test>'),
        }
      : { url: '', from: '' },
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
        }
      : { staticRoot: '', upstreams: {}, remotes: {} },
  };
  if (r.problems.length) throw new ConfigError(r.problems);
  return config;
}

/** Nest injection token for the validated AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
