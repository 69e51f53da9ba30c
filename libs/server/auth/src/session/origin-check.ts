import type { IncomingMessage, ServerResponse } from 'node:http';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests sent by a page of another origin. A request without an
 * Origin header passes: server-to-server calls and signed webhooks send none.
 */
export function originCheck(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const origin = req.headers.origin;
    if (!UNSAFE.has(req.method ?? '') || origin === undefined || origin === allowed) return next();
    res.writeHead(403, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' }));
  };
}
