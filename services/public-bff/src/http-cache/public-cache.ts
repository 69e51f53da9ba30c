import { createHash } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RouteConfig } from '@nestjs/platform-fastify';
import { fastifyOf } from '@chefs/server-core';

const PUBLIC_CACHE = 'publicCache';

/** Marks a public read as cacheable by browsers and shared caches for `maxAge` seconds. */
export const PublicCache = (maxAge = 60) => RouteConfig({ [PUBLIC_CACHE]: { maxAge } });

/** A weak validator of a response body: same body, same tag. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Does an If-None-Match header name this tag? (weak comparison, `*` matches anything) */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ([] as string[])
    .concat(ifNoneMatch)
    .flatMap((h) => h.split(','))
    .some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Conditional GETs for routes marked with @PublicCache(): successful answers get
 * `Cache-Control: public, max-age=N` and a weak ETag, and a matching If-None-Match gets 304
 * with no body. Call after createNestApp and before the app starts.
 */
export function setupPublicCaching(app: NestFastifyApplication): void {
  fastifyOf(app).addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config as { [PUBLIC_CACHE]?: { maxAge: number } };
    const cache = config[PUBLIC_CACHE];
    if (!cache || reply.statusCode !== 200 || !['GET', 'HEAD'].includes(request.method)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = weakEtag(payload);
    void reply.header('cache-control', `public, max-age=${cache.maxAge}`).header('etag', etag);
    if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
    void reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return null;
  });
}
