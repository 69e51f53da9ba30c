import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';

/**
 * The caller's headers and cookies as they came, plus where the request really came
 * from: the BFFs and the identity provider build URLs and cookie flags from these.
 */
export function forwardedHeaders(request: FastifyRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const remote = request.raw.socket.remoteAddress ?? request.ip;
  const prior = request.headers['x-forwarded-for'];
  return {
    ...headers,
    'x-forwarded-for': prior ? `${Array.isArray(prior) ? prior.join(', ') : prior}, ${remote}` : remote,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
    'x-request-id': request.id,
  };
}
