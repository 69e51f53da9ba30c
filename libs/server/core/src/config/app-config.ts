import { z } from 'zod';
import { optionalUrl, url, type RateLimit } from './env-fields';
import { baseSchema, CONFIG_GROUP_SCHEMAS, type ConfigContext } from './groups';

export { LOG_LEVELS, STRIPE_ORIGINS, type LogLevel } from './groups';
export type { RateLimit } from './env-fields';

export const RATE_LIMIT_NAMES = ['signIn', 'booking', 'subscribe', 'application', 'quiz', 'review'] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];
export type RateLimits = Record<RateLimitName, RateLimit>;

/** A group of variables an app may need; each app names its own (its CONFIG_GROUPS). */
export type ConfigGroup = keyof typeof CONFIG_GROUP_SCHEMAS;

type GroupConfig<G extends ConfigGroup> = z.output<ReturnType<(typeof CONFIG_GROUP_SCHEMAS)[G]>>;
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** What every app has: where it runs and listens, its public origin, its limits. */
export type BaseConfig = z.output<ReturnType<typeof baseSchema>> & {
  nodeEnv: 'development' | 'test' | 'production';
  serviceName: string;
  publicUrl: string;
  /**
   * The public origin is https: the session cookie is `__Host-` prefixed and Secure, and the
   * gateway sends HSTS. Production requires it (except on localhost).
   */
  secureCookies: boolean;
};

/**
 * The configuration of an app that reads the groups `G`: the base and exactly those groups, so
 * a group the app does not read is not in its type (and never holds empty strings).
 */
export type AppConfig<G extends ConfigGroup = never> = BaseConfig & Intersect<GroupConfig<G>>;

export type StripeConfig = GroupConfig<'stripe'>['stripe'];

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}\nSee .env.example for every variable.`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;
const NODE_ENVS = ['development', 'test', 'production'] as const;

/** "VARIABLE message" for each issue, the variable being the issue's first path segment. */
const problemsOf = (error: z.ZodError): string[] =>
  error.issues.map((issue) => `${String(issue.path[0] ?? 'configuration')} ${issue.message}`);

/**
 * The zod schema of an app's configuration: the base and the groups it reads, in the context of
 * the environment kind and public origin (which decide the defaults).
 */
export function appConfigSchema<const G extends ConfigGroup>(
  ctx: ConfigContext,
  defaultPort: number,
  nodeEnv: string,
  groups: readonly G[],
) {
  const pieces = [baseSchema(ctx, defaultPort, nodeEnv), ...groups.map((g) => CONFIG_GROUP_SCHEMAS[g](ctx))];
  return z.unknown().transform((env, zctx) => {
    let config = {};
    for (const piece of pieces) {
      const result = piece.safeParse(env);
      if (result.success) config = { ...config, ...result.data };
      else for (const issue of result.error.issues) zctx.addIssue({ ...issue, code: 'custom' });
    }
    return config as z.output<ReturnType<typeof baseSchema>> & Intersect<GroupConfig<G>>;
  });
}

/**
 * Reads and validates the configuration an app needs: the base and its `groups`. Every problem
 * is reported together (ConfigError names each variable), so a bad deploy fails fast at start.
 */
export function loadConfig<const G extends ConfigGroup = never>(
  serviceName: string,
  defaultPort: number,
  groups: readonly G[],
  env: Env = process.env,
): AppConfig<G> {
  const problems: string[] = [];
  const nodeEnvRaw = env.NODE_ENV ?? 'development';
  const nodeEnv = (NODE_ENVS as readonly string[]).includes(nodeEnvRaw)
    ? (nodeEnvRaw as BaseConfig['nodeEnv'])
    : 'development';
  if (nodeEnv !== nodeEnvRaw) problems.push(`NODE_ENV must be development, test or production (got "${nodeEnvRaw}")`);
  const prod = nodeEnv === 'production';

  const origin = z
    .object({
      PUBLIC_URL: url(['http', 'https'], prod ? undefined : 'http://localhost:8080'),
      STRIPE_JS_URL: optionalUrl(['http', 'https']),
    })
    .safeParse(env);
  if (!origin.success) problems.push(...problemsOf(origin.error));
  const publicUrl = origin.data?.PUBLIC_URL ?? '';
  const secureCookies = isHttps(publicUrl);
  if (prod && publicUrl && !secureCookies && !isLocalhost(publicUrl)) {
    problems.push(`PUBLIC_URL must be an https URL in production (got "${publicUrl}")`);
  }

  const ctx: ConfigContext = { prod, publicUrl, stripeJsUrl: origin.data?.STRIPE_JS_URL ?? null };
  const parsed = appConfigSchema(ctx, defaultPort, nodeEnv, groups).safeParse(env);
  if (!parsed.success) problems.push(...problemsOf(parsed.error));
  if (problems.length || !parsed.success) throw new ConfigError(problems);
  return { nodeEnv, serviceName, publicUrl, secureCookies, ...parsed.data };
}

function isHttps(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function isLocalhost(value: string): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(value).hostname);
  } catch {
    return false;
  }
}

/** Nest injection token for the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');
