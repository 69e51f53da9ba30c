import type { FastifyInstance } from 'fastify';

/** Headers every answer of the one origin carries, proxied ones included. */
export function registerSecurityHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (_request, reply, payload) => {
    void reply.headers({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': "frame-ancestors 'none'",
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    return payload;
  });
}
