import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config';
import { ApiExceptionFilter } from '../errors/api-exception.filter';
import { toApiErrorBody } from '../errors/api-error-body';
import { registerHealthRoutes } from '../health/health-routes';
import type { ReadinessCheck } from '../health/readiness';
import { createValidationPipe } from '../http/validation';
import { createLogger, PinoLoggerService } from '../logging/logger';
import { assignRequestId, registerRequestLogging } from '../logging/request-logging';
import { CoreModule } from './core.module';
import { fastifyOf } from './nest-fastify';
import { setupOpenApi } from './openapi';
import { JSON_BODY_LIMIT, registerBodyParsing } from '../http/json-body';
import { registerRateLimits } from '../http/rate-limit';
import { distrustUnknownProxies, rememberedTrust } from '../http/trusted-proxies';

export interface CreateNestAppOptions {
  /** Dependencies /readyz checks (postgresCheck, redisCheck, ...). */
  readiness?: ReadinessCheck[];
  /** Keep the raw bytes of JSON bodies as `request.rawBody` (signed webhooks, see `@SignedBody`). */
  rawBody?: boolean;
  /** Serve OpenAPI docs (default: config.apiDocs, off in production). */
  openApi?: boolean;
  /**
   * Enforce the `@RateLimited(...)` routes, counted in Redis (the config must load the
   * redis group). A rate-limited route in an app without it fails at start-up.
   */
  rateLimits?: boolean;
}

/**
 * The one way every service starts Nest: Fastify (forwarded headers believed from the
 * configured proxies only), JSON logs with a request id, validation answering 400 with
 * errors[], one exception filter, /healthz and /readyz, rate limits and OpenAPI docs outside
 * production. `rootModule` gets CoreModule (APP_CONFIG) beside it. Signals are left to
 * startNestApp (stopOnSignals), so an app under test never listens for them.
 */
export async function createNestApp(
  rootModule: Type | DynamicModule,
  config: AppConfig,
  opts: CreateNestAppOptions = {},
): Promise<NestFastifyApplication> {
  const logger = createLogger(config);

  @Module({ imports: [CoreModule.forRoot(config), rootModule] })
  class ServiceModule {}

  // One set of remembered verdicts for Fastify and for the hook that strips forwarding headers.
  const trustProxy = rememberedTrust(config.trustProxy);
  const adapter = new FastifyAdapter({
    trustProxy,
    requestIdHeader: false,
    genReqId: (req: IncomingMessage) => assignRequestId(req),
    bodyLimit: JSON_BODY_LIMIT,
    // `/api/chefs/` is `/api/chefs`, as the gateway's route table (matchRoute) already reads it.
    routerOptions: { ignoreTrailingSlash: true },
    // What the router refuses before any route runs (a path it cannot decode, a parameter past
    // its length) never reaches the error handler: it gets the API's error body here.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const body = toApiErrorBody(error);
      if (body.statusCode >= 500) logger.error({ err: error }, 'the router failed before any route ran');
      void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
    },
  });
  distrustUnknownProxies(adapter, trustProxy);
  const app = await NestFactory.create<NestFastifyApplication>(ServiceModule, adapter, {
    logger: new PinoLoggerService(logger),
    // registerBodyParsing parses bodies (JSON only on /api, with depth, size and text checks).
    bodyParser: false,
    abortOnError: false,
  });

  const fastify = fastifyOf(app);
  closeKeptAliveConnectionsOnClose(fastify);
  registerRequestLogging(fastify, logger);
  registerHealthRoutes(fastify, opts.readiness ?? []);
  registerBodyParsing(app, { rawBody: opts.rawBody ?? false });

  await registerRateLimits(app, config, opts.rateLimits ?? false, logger);

  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  if (opts.openApi ?? config.apiDocs) setupOpenApi(app, config);
  return app;
}

/**
 * Node's `server.close()` closes the idle keep-alive connections once, when it starts, and skips
 * one whose request has arrived but whose answer is still being sent. Once that answer is sent the
 * connection idles, open, until the keep-alive timeout (72 s in Fastify): a stopping service then
 * outlasted its grace period and exited 1 (stopOnSignals), and a test's `app.close()` hung. While
 * the app closes, every idle connection is closed as it becomes idle. Fastify's
 * `forceCloseConnections: 'idle'` does this only with a `serverFactory`, and `true` would cut the
 * answers in flight.
 */
function closeKeptAliveConnectionsOnClose(fastify: FastifyInstance): void {
  fastify.addHook('preClose', (done) => {
    const server = fastify.server;
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    sweep.unref();
    server.once('close', () => clearInterval(sweep));
    done();
  });
}
