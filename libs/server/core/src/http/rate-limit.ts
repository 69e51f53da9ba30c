import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import type { Logger } from 'pino';
import type { AppConfig, RateLimitName } from '../config';
import { DomainError } from '../errors/domain-error';
import { fastifyOf } from '../app/nest-fastify';

/** The route config key `@RateLimited()` sets; registerRateLimits turns it into @fastify/rate-limit's. */
const ROUTE_KEY = 'rateLimited';

/** The code of a 429 answer (ApiErrorBody.code). */
export const RATE_LIMITED_CODE = 'rate_limited';

/**
 * Limits a route by one of the named limits of the config (RATE_LIMIT_*): so many requests
 * per window per signed-in user, or per client address when signed out (sign-in always
 * by address). The count lives in Redis, so every replica shares it; past the limit the
 * route answers 429 with Retry-After.
 */
export const RateLimited = (name: RateLimitName): MethodDecorator => RouteConfig({ [ROUTE_KEY]: name });

const tooMany = (seconds: number): DomainError =>
  new DomainError(
    'request.rate_limited',
    `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  );

/** Who is counted: the signed-in user (set on the raw request by passport), else the address. */
function keyOf(name: RateLimitName, request: FastifyRequest): string {
  const user = (request.raw as { user?: { id?: string } }).user;
  return name !== 'signIn' && user?.id ? `user:${user.id}` : `ip:${normalizeIP(request.ip)}`;
}

/**
 * A Redis client for counting that never holds a request up: no offline queue and a short
 * command timeout, so with Redis gone a count fails at once and the request goes through
 * (fail open: a Redis outage must not take sign-in, bookings or the forms down with it).
 * Each change between reachable and unreachable is logged once.
 */
function countingClient(redisUrl: string, logger: Logger): Redis {
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: 500,
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    logger.warn({ err: { message: err.message } }, 'rate limits not enforced: Redis unreachable (requests pass)');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info('rate limits enforced again: Redis reachable');
  });
  return redis;
}

/**
 * With `enabled`, routes marked `@RateLimited(name)` get the named limit of the config,
 * counted in Redis under the app's key prefix. Without it, such a route refuses to
 * register, so a limit never silently does nothing. Call before the routes are registered
 * (createNestApp does).
 */
export async function registerRateLimits(
  app: NestFastifyApplication,
  config: AppConfig | AppConfig<'redis'>,
  enabled: boolean,
  logger: Logger,
): Promise<void> {
  const fastify = fastifyOf(app);
  if (!enabled) {
    fastify.addHook('onRoute', (route) => {
      const name = (route.config as Record<string, unknown> | undefined)?.[ROUTE_KEY];
      if (name)
        throw new Error(
          `${String(route.method)} ${route.url} is rate-limited (${name as string}) but ${config.serviceName} enforces no rate limits: createNestApp(..., { rateLimits: true })`,
        );
    });
    return;
  }
  if (!('redisUrl' in config))
    throw new Error(`${config.serviceName} counts rate limits in Redis: load the redis config group`);

  const redis = countingClient(config.redisUrl, logger);
  // Counting starts with the first request: wait (briefly) for the connection, as requests
  // before it would pass uncounted. Redis down at start-up: start anyway, failing open.
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, 2000);
    redis.once('ready', done).once('error', done);
  });
  fastify.addHook('onRoute', (route) => {
    const routeConfig = route.config as Record<string, unknown> | undefined;
    const name = routeConfig?.[ROUTE_KEY] as RateLimitName | undefined;
    if (!routeConfig || !name) return;
    const limit = config.rateLimits[name];
    routeConfig.rateLimit = {
      max: limit.max,
      timeWindow: limit.windowMs,
      // Route hooks run after the app's: the session (and so the user) is known by then.
      hook: 'onRequest',
      keyGenerator: (request: FastifyRequest) => keyOf(name, request),
    };
  });
  await fastify.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${config.queuePrefix}:rate-limit:`,
    skipOnError: true,
    errorResponseBuilder: (_request, context) => tooMany(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  fastify.addHook('onClose', async () => {
    redis.disconnect();
  });
}
