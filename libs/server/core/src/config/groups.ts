import { z } from 'zod';
import { bool, int, oneOf, optionalUrl, proxies, rate, secret, str, url, vapidPublicKey } from './env-fields';

/** What every group's schema may depend on: the environment kind and the public origin. */
export interface ConfigContext {
  prod: boolean;
  publicUrl: string;
  /** STRIPE_JS_URL, read once: Stripe's group and the gateway's CSP both use it. */
  stripeJsUrl: string | null;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Stripe's own origins for Stripe.js, its frames and its API (Stripe's CSP guide). */
export const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

const DEV = {
  sessionSecret: 'dev-only-session-secret-change-me-0123456789',
  oidcClientSecret: 'dev-only-client-secret-0123456789abcdef',
  devIdpCookieKey: 'dev-only-idp-cookie-key-0123456789abcdef',
};

const origin = (value: string): string => new URL(value).origin;

/** Variables every app reads (besides NODE_ENV and PUBLIC_URL). The order is the order problems are listed in. */
export const baseSchema = (ctx: ConfigContext, defaultPort: number, nodeEnv: string) =>
  z
    .object({
      PORT: int(defaultPort),
      LISTEN_HOST: str('127.0.0.1'),
      TRUST_PROXY: proxies('loopback'),
      LOG_LEVEL: oneOf(LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
      API_DOCS: bool(!ctx.prod),
      RATE_LIMIT_SIGN_IN: rate('30/10m'),
      RATE_LIMIT_BOOKING: rate('20/10m'),
      RATE_LIMIT_SUBSCRIBE: rate('5/10m'),
      RATE_LIMIT_APPLICATION: rate('10/10m'),
      RATE_LIMIT_QUIZ: rate('60/10m'),
      RATE_LIMIT_REVIEW: rate('20/10m'),
      MAIL_VIEWER_URL: ctx.prod
        ? z
            .unknown()
            .optional()
            .transform(() => null)
        : optionalUrl(['http', 'https']),
    })
    .transform((e) => ({
      port: e.PORT,
      /** Address the app listens on (LISTEN_HOST): loopback unless a container or cluster sets 0.0.0.0. */
      listenHost: e.LISTEN_HOST,
      /**
       * Peers whose X-Forwarded-* headers are believed (TRUST_PROXY): addresses, CIDR ranges or
       * proxy-addr's names (loopback, linklocal, uniquelocal); false trusts nobody.
       */
      trustProxy: e.TRUST_PROXY,
      /** pino level (LOG_LEVEL); defaults to info, and to silent under NODE_ENV=test. */
      logLevel: e.LOG_LEVEL as LogLevel | undefined,
      /** Serve OpenAPI documents and UI under /api-docs (API_DOCS); off by default in production. */
      apiDocs: e.API_DOCS,
      /** Requests per window for the abuse-prone calls (RATE_LIMIT_*), shared across replicas in Redis. */
      rateLimits: {
        signIn: e.RATE_LIMIT_SIGN_IN,
        booking: e.RATE_LIMIT_BOOKING,
        subscribe: e.RATE_LIMIT_SUBSCRIBE,
        application: e.RATE_LIMIT_APPLICATION,
        quiz: e.RATE_LIMIT_QUIZ,
        review: e.RATE_LIMIT_REVIEW,
      },
      /**
       * MAIL_VIEWER_URL: the web page of the development mail catcher (maildev, started by
       * `npm start`), which the admin dashboard links to. Always null in production.
       */
      mailViewerUrl: e.MAIL_VIEWER_URL,
    }));

/**
 * Connections an app holds to Postgres at most, unless DATABASE_POOL_SIZE says otherwise: enough
 * for a database server of a few cores. More connections than the server has cores to run them
 * only queue inside Postgres, where they contend (docs/performance.md, "Fewer connections than
 * requests"); `npm start` sets twice the machine's cores, as Postgres runs beside the apps there.
 */
const DEFAULT_DATABASE_POOL_SIZE = 10;

/**
 * The groups of variables an app may need, each a schema of its own: an app's configuration
 * schema is the base and the groups it names, so it reads, checks and types only those.
 * Development and test get safe local defaults; production requires every secret.
 */
export const CONFIG_GROUP_SCHEMAS = {
  database: (ctx: ConfigContext) =>
    z
      .object({
        DATABASE_URL: url(
          ['postgres', 'postgresql'],
          ctx.prod ? undefined : 'postgres://postgres@127.0.0.1:5432/chefs',
        ),
        DATABASE_POOL_SIZE: int(DEFAULT_DATABASE_POOL_SIZE, 1, 100),
      })
      /** `databasePoolSize`: the most connections the app holds open to Postgres at once. */
      .transform((e) => ({ databaseUrl: e.DATABASE_URL, databasePoolSize: e.DATABASE_POOL_SIZE })),
  redis: (ctx: ConfigContext) =>
    z
      .object({
        REDIS_URL: url(['redis', 'rediss'], ctx.prod ? undefined : 'redis://127.0.0.1:6379'),
        QUEUE_PREFIX: str('chefs'),
      })
      /** `queuePrefix`: BullMQ key prefix, so environments sharing one Redis never take each other's jobs. */
      .transform((e) => ({ redisUrl: e.REDIS_URL, queuePrefix: e.QUEUE_PREFIX })),
  session: (ctx: ConfigContext) =>
    z
      .object({ SESSION_SECRET: secret(DEV.sessionSecret, ctx.prod) })
      .transform((e) => ({ sessionSecret: e.SESSION_SECRET })),
  /**
   * `internalUrl` (OIDC_INTERNAL_URL, optional): where the BFF itself reaches the issuer
   * when the public URL does not resolve inside its network (containers, clusters).
   */
  oidc: (ctx: ConfigContext) =>
    z
      .object({
        OIDC_ISSUER: url(['http', 'https'], ctx.prod ? undefined : `${ctx.publicUrl}/oidc`),
        OIDC_CLIENT_ID: str(ctx.prod ? undefined : 'chefs-web'),
        OIDC_CLIENT_SECRET: secret(DEV.oidcClientSecret, ctx.prod, 16),
        OIDC_INTERNAL_URL: optionalUrl(['http', 'https']),
      })
      .transform((e) => ({
        oidc: {
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID,
          clientSecret: e.OIDC_CLIENT_SECRET,
          ...(e.OIDC_INTERNAL_URL ? { internalUrl: e.OIDC_INTERNAL_URL } : {}),
        },
      })),
  /**
   * `apiBase` (STRIPE_API_BASE) and `jsUrl` (STRIPE_JS_URL): a local server speaking Stripe's API
   * and the Stripe.js-compatible script it serves; null in production (Stripe's own).
   */
  stripe: (ctx: ConfigContext) =>
    z
      .object({
        STRIPE_SECRET_KEY: str(ctx.prod ? undefined : ''),
        STRIPE_PUBLISHABLE_KEY: str(ctx.prod ? undefined : ''),
        STRIPE_WEBHOOK_SECRET: str(ctx.prod ? undefined : ''),
        STRIPE_API_BASE: optionalUrl(['http', 'https']),
      })
      .transform((e) => ({
        stripe: {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiBase: e.STRIPE_API_BASE,
          jsUrl: ctx.stripeJsUrl,
        },
      })),
  smtp: (ctx: ConfigContext) =>
    z
      .object({
        SMTP_URL: url(['smtp', 'smtps'], ctx.prod ? undefined : 'smtp://127.0.0.1:1025'),
        MAIL_FROM: str('Atlanta Private Chefs <hello@chefs.test>'),
      })
      .transform((e) => ({ smtp: { url: e.SMTP_URL, from: e.MAIL_FROM } })),
  vapid: (ctx: ConfigContext) =>
    z
      .object({
        VAPID_PUBLIC_KEY: str(ctx.prod ? undefined : ''),
        VAPID_PRIVATE_KEY: str(ctx.prod ? undefined : ''),
        VAPID_SUBJECT: str('mailto:ops@chefs.test'),
      })
      .transform((e) => ({
        vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
      })),
  devIdp: (ctx: ConfigContext) =>
    z
      .object({
        OIDC_REDIRECT_URI: url(['http', 'https'], `${ctx.publicUrl}/api/callback`),
        OIDC_POST_LOGOUT_REDIRECT_URI: url(['http', 'https'], `${ctx.publicUrl}/`),
        DEV_IDP_COOKIE_KEY: secret(DEV.devIdpCookieKey, ctx.prod),
      })
      .transform((e) => ({
        devIdp: {
          clientRedirectUri: e.OIDC_REDIRECT_URI,
          postLogoutRedirectUri: e.OIDC_POST_LOGOUT_REDIRECT_URI,
          cookieKeys: [e.DEV_IDP_COOKIE_KEY],
        },
      })),
  gateway: (ctx: ConfigContext) =>
    z
      .object({
        STATIC_ROOT: str('.'),
        PUBLIC_BFF_URL: url(['http', 'https'], 'http://127.0.0.1:3001'),
        CUSTOMER_BFF_URL: url(['http', 'https'], 'http://127.0.0.1:3002'),
        CHEF_BFF_URL: url(['http', 'https'], 'http://127.0.0.1:3003'),
        ADMIN_BFF_URL: url(['http', 'https'], 'http://127.0.0.1:3004'),
        DEV_IDP_URL: optionalUrl(['http', 'https']),
        REMOTE_PUBLIC_URL: str('/remotes/public/mf-manifest.json'),
        REMOTE_CUSTOMER_URL: str('/remotes/customer/mf-manifest.json'),
        REMOTE_CHEF_URL: str('/remotes/chef/mf-manifest.json'),
        REMOTE_ADMIN_URL: str('/remotes/admin/mf-manifest.json'),
        VAPID_PUBLIC_KEY: vapidPublicKey(),
      })
      .transform((e) => ({
        gateway: {
          staticRoot: e.STATIC_ROOT,
          upstreams: {
            'public-bff': e.PUBLIC_BFF_URL,
            'customer-bff': e.CUSTOMER_BFF_URL,
            'chef-bff': e.CHEF_BFF_URL,
            'admin-bff': e.ADMIN_BFF_URL,
            ...(e.DEV_IDP_URL ? { 'dev-idp': e.DEV_IDP_URL } : {}),
          },
          remotes: {
            public: e.REMOTE_PUBLIC_URL,
            customer: e.REMOTE_CUSTOMER_URL,
            chef: e.REMOTE_CHEF_URL,
            admin: e.REMOTE_ADMIN_URL,
          },
          /**
           * Origins the pages may load Stripe.js from, frame and call: the origin of STRIPE_JS_URL
           * (the local stand-in) when set, else Stripe's own.
           */
          stripeOrigins: ctx.stripeJsUrl
            ? {
                script: [origin(ctx.stripeJsUrl)],
                frame: [origin(ctx.stripeJsUrl)],
                connect: [origin(ctx.stripeJsUrl)],
              }
            : STRIPE_ORIGINS,
          /**
           * The VAPID public key browsers subscribe to web push with (VAPID_PUBLIC_KEY, the same pair
           * as the worker's; the private key never reaches the gateway), served in /config.json; ''
           * when push is not set up.
           */
          vapidPublicKey: e.VAPID_PUBLIC_KEY,
        },
      })),
};
