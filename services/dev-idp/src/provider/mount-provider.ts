import type { IncomingMessage, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type Provider from 'oidc-provider';

const logger = new Logger('OidcProvider');
const OWN_ROUTES = /^\/(interaction\/|scripts\/|healthz$|readyz$|api-docs)/;

/**
 * Mounts the provider under the issuer's path as middleware on the raw request: it runs
 * before Fastify reads the body, so the provider parses its own token and logout forms.
 * The interaction pages under the same path are Nest routes and pass through.
 */
export function mountProvider(app: NestFastifyApplication, provider: Provider, mountPath: string): void {
  const callback = provider.callback();
  app.use(mountPath || '/', (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (OWN_ROUTES.test(mountPath ? (req.url ?? '') : ((req as { originalUrl?: string }).originalUrl ?? '')))
      return next();
    // The request id header was set by createNestApp; Fastify logs the request when it finishes.
    const requestId = req.headers['x-request-id'];
    if (typeof requestId === 'string') res.setHeader('x-request-id', requestId);
    callback(req, res).catch((err: unknown) => {
      logger.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
}
