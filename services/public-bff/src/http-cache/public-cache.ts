import { createHash } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RouteConfig } from '@nestjs/platform-fastify';
import { fastifyOf } from '@chefs/server-core';
import type { CatalogueTable, ReadCache } from './read-cache';

const PUBLIC_CACHE = 'publicCache';

/**
 * An answer that also depends on data no notice announces (bookings, migration 1732100000028)
 * whenever the URL has the query parameter `param`: it is kept `maxAge` seconds at most, by the
 * read cache and by browsers alike, instead of until a notice.
 */
export interface LiveAnswer {
  param: string;
  maxAge: number;
}

interface PublicCacheConfig {
  maxAge: number;
  tables: readonly CatalogueTable[];
  live?: LiveAnswer;
}

/**
 * Marks a public read as cacheable by browsers and shared caches for `maxAge` seconds, and by
 * the BFF's read cache until one of `tables` changes (or, with `live`, for a few seconds when
 * the URL asks for what moves with every booking). The answer must depend on nothing but the
 * URL and those tables (never on who asks).
 */
export const PublicCache = (tables: readonly CatalogueTable[], maxAge = 60, live?: LiveAnswer) =>
  RouteConfig({ [PUBLIC_CACHE]: { maxAge, tables, live } satisfies PublicCacheConfig });

/** How long this request's answer may be kept, in seconds. */
function maxAgeOf({ maxAge, live }: PublicCacheConfig, query: unknown): number {
  if (!live) return maxAge;
  const value = (query as Record<string, unknown> | undefined)?.[live.param];
  return value === undefined || value === '' ? maxAge : live.maxAge;
}

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

/** The read cache's generation when a request began (see ReadCache.store). */
const BEGUN_IN = Symbol('readCacheGeneration');
/**
 * The ETag of the cached answer this request is served (hashing the body again on every hit
 * was about a twelfth of the BFF's CPU for a cached chef profile: docs/performance.md).
 */
const HIT_ETAG = Symbol('readCacheEtag');

/**
 * Routes marked with @PublicCache():
 * - are answered from `cache` when it holds the URL's answer (after rate limits and the
 *   other request hooks, before the controller: no query runs);
 * - otherwise store their successful answer in it;
 * - get `Cache-Control: public, max-age=N` and a weak ETag, and a matching If-None-Match gets
 *   304 with no body.
 * Call after createNestApp and before the app starts.
 */
export function setupPublicCaching(app: NestFastifyApplication, cache: ReadCache): void {
  const fastify = fastifyOf(app);
  const configOf = (request: { routeOptions: { config: unknown } }) =>
    (request.routeOptions.config as { [PUBLIC_CACHE]?: PublicCacheConfig })[PUBLIC_CACHE];

  fastify.addHook('preHandler', async (request, reply) => {
    if (!configOf(request) || request.method !== 'GET') return;
    const hit = cache.lookup(request.url);
    if (!hit) {
      (request as unknown as Record<symbol, number>)[BEGUN_IN] = cache.generation;
      return;
    }
    (request as unknown as Record<symbol, string>)[HIT_ETAG] = hit.etag;
    return reply.header('content-type', hit.contentType).send(hit.body);
  });

  fastify.addHook('onSend', async (request, reply, payload) => {
    const config = configOf(request);
    if (!config || reply.statusCode !== 200 || !['GET', 'HEAD'].includes(request.method)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const maxAge = maxAgeOf(config, request.query);
    const marks = request as unknown as Record<symbol, number | string | undefined>;
    const begunIn = marks[BEGUN_IN] as number | undefined;
    // An answer from the cache brings its tag; a new one is hashed once, here, and kept with it.
    const etag = (marks[HIT_ETAG] as string | undefined) ?? weakEtag(payload);
    if (begunIn !== undefined && typeof payload === 'string') {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      cache.store(request.url, begunIn, { body: payload, contentType, etag, tables: config.tables }, maxAge * 1000);
    }
    void reply.header('cache-control', `public, max-age=${maxAge}`).header('etag', etag);
    if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
    void reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return null;
  });
}
