import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_COOKIE } from './session-options';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The session cookie under either of its names (`__Host-` prefixed over https). */
const SESSION_COOKIE_RE = new RegExp(`(?:^|;)\\s*(?:__Host-)?${SESSION_COOKIE.replace(/\./g, '\\.')}=`);

/** Whether the request carries a session cookie: a browser would attach it to a forged request too. */
const carriesSession = (req: IncomingMessage): boolean => SESSION_COOKIE_RE.test(req.headers.cookie ?? '');

/**
 * Refuses state-changing requests (POST, PUT, PATCH, DELETE) a page of another site could
 * have sent with the visitor's cookie:
 * - with an Origin header, it must be the site's own origin;
 * - with a session cookie and no Origin, `Sec-Fetch-Site: same-origin` must vouch for it
 *   (every current browser sends one or the other on such a request);
 * - with neither a cookie nor an Origin it passes: server-to-server calls and signed
 *   webhooks (Stripe's) send none, and without a cookie they act as nobody.
 */
export function originCheck(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  const allows = (req: IncomingMessage): boolean => {
    if (!UNSAFE.has(req.method ?? '')) return true;
    const origin = req.headers.origin;
    if (origin !== undefined) return origin === allowed;
    return !carriesSession(req) || req.headers['sec-fetch-site'] === 'same-origin';
  };
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (allows(req)) return next();
    res.writeHead(403, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' }));
  };
}
