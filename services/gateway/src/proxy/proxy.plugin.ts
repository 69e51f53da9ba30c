import replyFrom from '@fastify/reply-from';
import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@chefs/server-core';
import { decideApiRoute } from './api-routing';
import { forwardedHeaders } from './forwarded-headers';

const logger = new Logger('Proxy');
const UNAVAILABLE = { statusCode: 502, error: 'Bad Gateway', message: 'Service temporarily unavailable' };
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Not Found' };
const ALL_METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'] as const;

/** Sends the request on to `upstream` untouched (bytes, cookies, headers) and its answer back. */
function forward(request: FastifyRequest, reply: FastifyReply, upstream: string): FastifyReply {
  return reply.from(`${upstream}${request.url}`, {
    rewriteRequestHeaders: (_req, headers) => forwardedHeaders(request, headers),
    onError: (r, { error }) => {
      logger.warn(`${request.method} ${request.url}: ${upstream} unavailable (${error.message})`);
      void r.status(502).header('cache-control', 'no-store').send(UNAVAILABLE);
    },
  });
}

/**
 * /api/* to the BFF the route table names, /oidc/* to the dev identity provider when
 * configured. Bodies are not parsed here: every content type passes as a raw stream,
 * so a signed Stripe webhook reaches customer-bff byte for byte.
 */
export async function proxyPlugin(fastify: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  const { upstreams } = opts.config.gateway;
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  await fastify.register(replyFrom, { http: { requestOptions: { timeout: 30_000 } }, disableRequestLogging: true });

  const api = async (request: FastifyRequest, reply: FastifyReply) => {
    const decision = decideApiRoute(request.method, request.url);
    switch (decision.kind) {
      case 'proxy': {
        const upstream = upstreams[decision.route.service];
        if (!upstream) return reply.status(502).send(UNAVAILABLE);
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
  fastify.route({ method: [...ALL_METHODS], url: '/api', handler: api });
  fastify.route({ method: [...ALL_METHODS], url: '/api/*', handler: api });

  const idp = upstreams['dev-idp'];
  const oidc = async (request: FastifyRequest, reply: FastifyReply) =>
    idp ? forward(request, reply, idp) : reply.status(404).send(NOT_FOUND);
  fastify.route({ method: [...ALL_METHODS], url: '/oidc', handler: oidc });
  fastify.route({ method: [...ALL_METHODS], url: '/oidc/*', handler: oidc });
}
