import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE_NAMES } from '@chefs/contracts';
import { resolveInside } from './send-file';

const SESSION_COOKIE = new RegExp(
  `(?:^|;)\\s*(?:${Object.values(SESSION_COOKIE_NAMES)
    .map((name) => name.replace(/[.-]/g, '\\$&'))
    .join('|')})=`,
);
/** Paths a page may be prerendered for: `/` and one lower-case segment (`/recipes`). */
const PAGE_PATH = /^[a-z][a-z-]*$/;

/**
 * The prerendered page for a navigation to `path` (tools/prerender.mjs writes them at build
 * time to shell/dist/prerendered/<path>.html), or null: only for a request without a session
 * cookie, as the pages are rendered signed out. A signed-in visitor gets the plain shell, which
 * waits for the session before it draws (docs/product.md §2). A missing file is the caller's
 * fallback to index.html.
 */
export function prerenderedPageOf(shellDir: string, path: string, request: FastifyRequest): string | null {
  if (SESSION_COOKIE.test(request.headers.cookie ?? '')) return null;
  if (path !== '' && !PAGE_PATH.test(path)) return null;
  return resolveInside(join(shellDir, 'prerendered'), `${path || 'index'}.html`);
}
