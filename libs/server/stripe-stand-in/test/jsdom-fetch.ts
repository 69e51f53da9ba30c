import { request } from 'node:http';

/**
 * jsdom has no fetch: a minimal one over node:http, enough for the Stripe.js stand-in's
 * calls (GET and form POSTs, JSON answers). The page's origin is sent as Origin like a browser.
 */
export function installJsdomFetch(origin = 'http://localhost:8380'): () => void {
  const previous = window.fetch;
  window.fetch = ((input: string, init: RequestInit = {}) =>
    new Promise((resolve, reject) => {
      const url = new URL(input);
      const body = typeof init.body === 'string' ? init.body : undefined;
      const req = request(
        url,
        { method: init.method ?? 'GET', headers: { ...(init.headers as Record<string, string>), origin } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              ok: (res.statusCode ?? 0) < 300,
              status: res.statusCode ?? 0,
              headers: res.headers,
              json: async () => JSON.parse(text) as unknown,
              text: async () => text,
            } as unknown as Response);
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    })) as typeof fetch;
  return () => {
    window.fetch = previous;
  };
}
