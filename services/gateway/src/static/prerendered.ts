import { basename, join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { PRERENDERED, SESSION_COOKIE_NAMES } from '@chefs/contracts';
import { resolveInside } from './send-file';

const SESSION_COOKIE_PAIR = new RegExp(
  `(?:^|;)\\s*(?:${Object.values(SESSION_COOKIE_NAMES)
    .map((name) => name.replace(/[.-]/g, '\\$&'))
    .join('|')})=`,
);
/** Whether a request carries a session cookie (valid or not: only a BFF can tell). */
export const hasSessionCookie = (request: FastifyRequest): boolean =>
  SESSION_COOKIE_PAIR.test(request.headers.cookie ?? '');

/** Paths a page may be prerendered for: `/` and one lower-case segment (`/recipes`). */
const PAGE_PATH = /^[a-z][a-z-]*$/;

/**
 * The pages for a navigation to `path` by a visitor without a session cookie, or none when the
 * request carries one (`signedIn`: the plain shell then waits for the session before it draws,
 * docs/product.md §2):
 * - the prerendered page of `path` (tools/prerender.mjs writes them at build time to
 *   shell/dist/prerendered/<path>.html), rendered signed out;
 * - else the shell marked as signed out (prerendered/_signed-out.html), which draws at once
 *   without asking for the session it could not have.
 * A file that is missing is skipped by the caller, down to index.html.
 */
export function signedOutPagesOf(shellDir: string, path: string, signedIn: boolean): string[] {
  if (signedIn) return [];
  const dir = join(shellDir, PRERENDERED.directory);
  const page = path === '' || PAGE_PATH.test(path) ? resolveInside(dir, `${path || PRERENDERED.indexPage}.html`) : null;
  // The shell for every other page of a signed-out visitor (its name is no page path).
  return [...(page ? [page] : []), join(dir, PRERENDERED.signedOutShell)];
}

/** Whether a file of signedOutPagesOf is a prerendered page (its styles inline), not the marked shell. */
export const isPrerenderedPage = (file: string): boolean => basename(file) !== PRERENDERED.signedOutShell;
