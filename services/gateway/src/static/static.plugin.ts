import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { REMOTE_NAMES, isReservedPath } from '@chefs/contracts';
import type { AppConfig } from '@chefs/server-core';
import { hasSessionCookie, isPrerenderedPage, signedOutPagesOf } from './prerendered';
import { preloadLinksOf } from './preload-links';
import { resolveInside, sendFile } from './send-file';
import { loadPageRenderer, ServerDrawnPages } from './server-drawn';

const SERVICE_WORKER = 'sw.js';
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Not Found' };

/** A source map hands out the whole source: served in development only (production builds emit none). */
const SOURCE_MAP = /\.map$/i;

/** A path whose last segment names a file (`app.js`, `icons/logo.svg`); page paths have no extension. */
const FILE_NAME = /\.[A-Za-z0-9]+$/;

/**
 * Whether a path that is no file on disk gets a page. A browser's navigation names `text/html`
 * and gets a page at any path (the app's own 404 page included). A request that takes HTML
 * without naming it (an Accept of any type or any text, or no Accept at all, which takes
 * anything) gets one at a page's path only: curl, uptime checks and the link-preview fetchers
 * of chat apps ask that way, and so do a page's scripts and images, whose missing files stay a
 * 404. negotiator (the parser behind express's `accepts`) reads the media ranges and `q=0`.
 */
function wantsPage(request: FastifyRequest, path: string): boolean {
  const takesHtml = new Negotiator(request).mediaType(['text/html']) !== undefined;
  return takesHtml && (!FILE_NAME.test(path) || /\btext\/html\b/i.test(request.headers.accept ?? ''));
}

const notFound = (reply: FastifyReply) => reply.status(404).header('cache-control', 'no-store').send(NOT_FOUND);

/**
 * The browser side, from disk on every request: the remotes under /remotes/<name>/
 * (CORS open, entry files revalidated, hashed files cached for good), /config.json
 * for the shell, and the shell itself with its SPA fallback to index.html.
 */
export async function staticPlugin(fastify: FastifyInstance, opts: { config: AppConfig<'gateway'> }): Promise<void> {
  const root = opts.config.gateway.staticRoot;
  const shellDir = join(root, 'shell', 'dist');
  const servable = (file: string | null): file is string =>
    file !== null && (opts.config.nodeEnv === 'development' || !SOURCE_MAP.test(file));
  const renderer = loadPageRenderer(join(root, 'shell'));
  const drawnPages = renderer ? new ServerDrawnPages(renderer, { upstreams: opts.config.gateway.upstreams }) : null;

  fastify.route<{ Params: { name: string; '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/remotes/:name/*',
    handler: async (request, reply) => {
      // Any origin may load a portal (a shell elsewhere, a CDN in front): CORS and CORP open.
      void reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
      const { name, '*': rest } = request.params;
      if (!(REMOTE_NAMES as readonly string[]).includes(name)) return notFound(reply);
      const file = resolveInside(join(root, `mfe-${name}`, 'dist'), rest);
      if (!servable(file) || !(await sendFile(request, reply, file))) return notFound(reply);
      return reply;
    },
  });

  // Run-time settings of the shell: where each remote lives, and the key to subscribe to pushes with.
  fastify.get('/config.json', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .send({ remotes: opts.config.gateway.remotes, vapidPublicKey: opts.config.gateway.vapidPublicKey }),
  );

  fastify.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const path = request.params['*'];
      const found = path ? resolveInside(shellDir, path) : null;
      const file = servable(found) ? found : null;
      // The service worker (shell's dist/sw.js) controls the whole site; it is revalidated on every update check.
      const headers: Record<string, string> = path === SERVICE_WORKER ? { 'service-worker-allowed': '/' } : {};
      if (file && (await sendFile(request, reply, file, headers))) return reply;
      const reserved = isReservedPath(`/${path}`);
      if (reserved || !wantsPage(request, path)) return notFound(reply);
      // The page differs by the session cookie: a shared cache must not give one to the other.
      const signedIn = hasSessionCookie(request);
      const plain = { vary: 'cookie' };
      const search = request.url.split('?')[1] ?? '';
      // The landing page, a catalogue's first page, a recipe's or a dish's, or a customer's home or
      // chef profile, drawn here with its data (server-drawn.ts).
      if (await drawnPages?.send(request, reply, { pathname: `/${path}`, search, signedIn }, plain)) return reply;
      // A page drawn from the shell names its first fetches (preload-links.ts); a prerendered one
      // does not: its first paint is in its own HTML, which the preloads would slow down.
      const shellHeaders = (): Record<string, string> => {
        const link = preloadLinksOf(`/${path}`, {
          signedIn,
          search,
          remotes: opts.config.gateway.remotes,
        });
        return link ? { ...plain, link } : plain;
      };
      for (const page of signedOutPagesOf(shellDir, path, signedIn))
        if (await sendFile(request, reply, page, isPrerenderedPage(page) ? plain : shellHeaders())) return reply;
      if (await sendFile(request, reply, join(shellDir, 'index.html'), shellHeaders())) return reply;
      return notFound(reply);
    },
  });
}
