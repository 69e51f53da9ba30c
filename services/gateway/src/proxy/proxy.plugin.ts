import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import compress from '@fastify/compress';
import replyFrom from '@fastify/reply-from';
import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@chefs/contracts';
import { type AppConfig, SERVICE_UNAVAILABLE_CODE, toApiErrorBody } from '@chefs/server-core';
import { decideApiRoute } from './api-routing';
import { API_BODY_LIMIT, LARGE_BODY_ROUTES } from './body-limits';
import { forwardedHeaders } from './forwarded-headers';

const logger = new Logger('Proxy');
/**
 * A BFF that cannot be reached is a dependency outage: 503, with a hint when to try again, as
 * every BFF answers for its own Postgres or Redis (the house rule: an outage answers 503). A BFF
 * that took longer than the timeout answers 504: it is up, and the request may have done its work.
 */
const unavailable = (statusCode: 503 | 504) => ({
  statusCode,
  error: statusCode === 504 ? 'Gateway Timeout' : 'Service Unavailable',
  message: MESSAGES.generic.unavailable,
  ...(statusCode === 503 ? { code: SERVICE_UNAVAILABLE_CODE } : {}),
});
/** Seconds a client should wait before it asks again a BFF that could not be reached. */
const RETRY_AFTER_S = '5';
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Not Found' };
const BAD_ADDRESS = {
  statusCode: 400,
  error: 'Bad Request',
  code: 'bad_address',
  message: 'This address is not valid.',
};

/**
 * A path with `..` after a slash once decoded (`/api/recipes/%2e%2e/x`): reply-from refuses it
 * with a message of its own ("source/request contain invalid characters"); the
 * gateway says it in plain words first. A path Fastify could not decode never gets here (400).
 */
function climbs(path: string): boolean {
  try {
    const decoded = decodeURIComponent(path);
    return decoded.includes('/..') || decoded.includes('../');
  } catch {
    return true;
  }
}
/** Answers below this stay uncompressed: the headers would cost more than they save. */
const COMPRESS_THRESHOLD = 1024;
const ALL_METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'] as const;

export interface ProxyOptions {
  config: AppConfig<'gateway'>;
  /** How long a BFF may take to answer (and between two chunks of its answer); default 30 s. */
  upstreamTimeoutMs?: number;
}

/**
 * What went wrong with an upstream call, answered once. reply-from may report an error
 * after the answer has begun (an upstream that drops its connection mid-answer, a timeout
 * while streaming): the status line is gone by then, so the only honest move is to cut
 * the connection, never to write a second answer (that threw ERR_HTTP_HEADERS_SENT and
 * took the process down, issue 10).
 */
function answerUpstreamError(request: FastifyRequest, reply: FastifyReply, upstream: string, error: Error): void {
  const statusCode = (error as { statusCode?: number }).statusCode === 504 ? 504 : 503;
  logger.warn(`${request.method} ${request.url}: ${upstream} failed (${error.message})`);
  if (reply.sent || reply.raw.headersSent) {
    reply.raw.destroy();
    return;
  }
  if (statusCode === 503) void reply.header('retry-after', RETRY_AFTER_S);
  void reply.status(statusCode).header('cache-control', 'no-store').send(unavailable(statusCode));
}

/**
 * Sends the request on to `upstream` (bytes, cookies, headers untouched) and its answer back.
 *
 * Only the path is given to reply-from: it decodes the address it is given to look for `..`
 * segments, so a query with a stray `%` (`?q=100%`) threw URIError (a 500), and a search for
 * "salt/.." was refused as a path traversal. Without a query of its own, reply-from sends the
 * caller's query on byte for byte (its `getQueryString`), for the BFF to read and validate.
 */
function forward(request: FastifyRequest, reply: FastifyReply, upstream: string): FastifyReply {
  const body = Buffer.isBuffer(request.body) ? request.body : undefined;
  const query = request.url.indexOf('?');
  const path = query < 0 ? request.url : request.url.slice(0, query);
  if (climbs(path)) return reply.status(400).header('cache-control', 'no-store').send(BAD_ADDRESS);
  return reply.from(`${upstream}${path}`, {
    // The body was read whole: it goes on with its own length, byte for byte.
    ...(body ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {}),
    rewriteRequestHeaders: (_req, headers) => {
      const out: IncomingHttpHeaders = forwardedHeaders(request, headers);
      if (body) delete out['transfer-encoding'];
      return out;
    },
    onResponse: (_request, _reply, res) => sendAnswer(request, reply, res.stream),
    onError: (_reply, { error }) => answerUpstreamError(request, reply, upstream, error),
  });
}

/**
 * The upstream's answer, streamed as it comes. @fastify/compress compresses every stream
 * whatever its size (its threshold applies to whole payloads only): an answer declared
 * smaller than the threshold is marked with the plugin's own opt-out, `x-no-compression`
 * on the request, rather than read whole (which would turn an answer cut half-way into a 503).
 */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, stream: IncomingMessage): void {
  if (Number(stream.headers['content-length']) < COMPRESS_THRESHOLD) request.headers['x-no-compression'] = '1';
  void reply.send(stream);
}

/**
 * /api/* to the BFF the route table names, /oidc/* to the dev identity provider when
 * configured. Bodies are read as raw bytes within the route class's limit (body-limits.ts),
 * never parsed here, so a signed Stripe webhook reaches customer-bff byte for byte.
 */
export async function proxyPlugin(fastify: FastifyInstance, opts: ProxyOptions): Promise<void> {
  const { upstreams } = opts.config.gateway;
  // Registered before Nest sets its own: errors of this scope (413, a bad content length) answer here.
  fastify.setErrorHandler((error, _request, reply) => {
    const body = toApiErrorBody(error);
    if (body.statusCode >= 500) logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    if (reply.sent || reply.raw.headersSent) return reply.raw.destroy();
    return reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  });
  // JSON answers above 1 KiB leave compressed (brotli at quality 4, else gzip): an upstream's
  // own Content-Encoding passes untouched, request bodies are never inflated (a webhook goes on
  // byte for byte), and event streams stay uncompressed. Only this scope's routes: static files
  // have their copies compressed at build time (static/precompressed.ts).
  await fastify.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    customTypes: /^(?:application\/(?:[\w.+-]+\+)?json|text\/(?!event-stream))/,
  });
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, payload, done) => done(null, payload));
  await fastify.register(replyFrom, {
    http: {
      // Pooled keep-alive connections to the BFFs (a fresh http.Agent closes each socket after
      // one answer: a TCP handshake per proxied request, issue 11). Idle sockets follow the
      // upstream's Keep-Alive timeout hint, so the gateway lets go before the BFF does.
      agentOptions: { keepAlive: true, keepAliveMsecs: 1_000, maxFreeSockets: 256, scheduling: 'lifo' },
      requestOptions: { timeout: opts.upstreamTimeoutMs ?? 30_000 },
    },
    disableRequestLogging: true,
  });

  const api = async (request: FastifyRequest, reply: FastifyReply) => {
    const decision = decideApiRoute(request.method, request.url);
    switch (decision.kind) {
      case 'proxy': {
        const upstream = upstreams[decision.route.service];
        if (!upstream) return reply.status(503).header('retry-after', RETRY_AFTER_S).send(unavailable(503));
        return forward(request, reply, upstream);
      }
      case 'method-not-allowed':
        return reply
          .status(405)
          .header('allow', decision.allow.join(', '))
          .send({ statusCode: 405, error: 'Method Not Allowed', message: 'Method Not Allowed' });
      case 'not-found':
        return reply.status(404).send(NOT_FOUND);
    }
  };
  fastify.route({ method: [...ALL_METHODS], url: '/api', handler: api, bodyLimit: API_BODY_LIMIT });
  fastify.route({ method: [...ALL_METHODS], url: '/api/*', handler: api, bodyLimit: API_BODY_LIMIT });
  for (const route of LARGE_BODY_ROUTES) fastify.route({ ...route, handler: api });

  const idp = upstreams['dev-idp'];
  const oidc = async (request: FastifyRequest, reply: FastifyReply) =>
    idp ? forward(request, reply, idp) : reply.status(404).send(NOT_FOUND);
  fastify.route({ method: [...ALL_METHODS], url: '/oidc', handler: oidc, bodyLimit: API_BODY_LIMIT });
  fastify.route({ method: [...ALL_METHODS], url: '/oidc/*', handler: oidc, bodyLimit: API_BODY_LIMIT });
}
