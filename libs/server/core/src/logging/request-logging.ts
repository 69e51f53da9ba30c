import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NestFastifyInstance } from '../app/nest-fastify';
import type { Logger } from 'pino';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Fastify's genReqId: x-request-id taken from the caller when sane, else generated. The
 * header is rewritten to the id, so middleware on the raw request sees the same id.
 */
export function assignRequestId(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  const id = value && REQUEST_ID.test(value) ? value : randomUUID();
  req.headers['x-request-id'] = id;
  return id;
}

/** Echoes the request id and logs one line per answered request. */
export function registerRequestLogging(fastify: NestFastifyInstance, logger: Logger): void {
  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  fastify.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    // originalUrl: middleware mounted under a prefix (middie) shortens request.url.
    const url = request.originalUrl;
    const probe = url === '/healthz' || url === '/readyz';
    const level = probe ? 'debug' : status >= 500 ? 'error' : 'info';
    logger[level](
      {
        requestId: request.id,
        method: request.method,
        url,
        status,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });
}
