import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleApi } from './api';
import { authenticate, type Caller, type Keys } from './auth';
import { invalidRequest, StripeApiError } from './errors';
import { parseForm } from './form';
import { IdempotencyStore } from './idempotency';
import { newId } from './ids';
import type { Ledger } from './ledger';
import type { WebhookSender } from './webhooks';

/** The API version the official libraries of this era pin (stripe-node 19). */
export const DEFAULT_API_VERSION = '2025-10-29.clover';
const MAX_BODY = 1024 * 1024;
/** Where Stripe.js is served: /v3/, /v3/stripe.js and the release-train paths (/clover/stripe.js…). */
const SCRIPT_PATH = /^\/(v3\/?|v3\/stripe\.js|[a-z]+\/stripe\.js)$/;

export interface HandlerContext {
  keys: Keys;
  ledger: Ledger;
  webhooks: WebhookSender;
  script: string;
  log: (level: number, msg: string, extra?: Record<string, unknown>) => void;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) reject(invalidRequest('Request body too large.', {}, 413));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function cors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
  res.setHeader('vary', 'Origin');
  res.setHeader('access-control-expose-headers', 'Request-Id, Stripe-Version, Idempotency-Key, Idempotent-Replayed');
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-cache, no-store', ...headers });
  res.end(text);
}

/** The stand-in's HTTP handler: CORS, health, the Stripe.js script and the /v1 API. */
export function createHandler(ctx: HandlerContext) {
  const idempotency = new IdempotencyStore();

  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const started = Date.now();
    const requestId = newId('req', 14);
    const apiVersion = String(req.headers['stripe-version'] ?? DEFAULT_API_VERSION);
    const idemKey = req.method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    const headers: Record<string, string> = { 'request-id': requestId, 'stripe-version': apiVersion };
    if (idemKey) headers['idempotency-key'] = idemKey;
    const method = req.method ?? 'GET';
    let status = 200;
    let body: unknown;
    let caller: Caller | undefined;
    const body$ = method === 'POST' ? await readBody(req) : '';
    try {
      if (method === 'POST' && /json/i.test(req.headers['content-type'] ?? ''))
        throw invalidRequest('Stripe expects application/x-www-form-urlencoded request bodies, not JSON.');
      const params = { ...parseForm(url.search.slice(1)), ...parseForm(body$) };
      caller = authenticate(req.headers.authorization, params, ctx.keys);
      const replay = idemKey ? idempotency.lookup(caller.key, idemKey, method, url.pathname, body$) : undefined;
      if (replay) {
        headers['idempotent-replayed'] = 'true';
        send(res, replay.status, replay.body, headers);
        return;
      }
      body = handleApi(ctx.ledger, caller, { method, path: url.pathname, params });
    } catch (err) {
      if (err instanceof StripeApiError) {
        status = err.status;
        body = { error: { ...err.body, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` } };
      } else {
        status = 500;
        body = { error: { type: 'api_error', message: 'An unexpected error occurred in the local Stripe stand-in.' } };
        ctx.log(50, 'stand-in error', { err: err instanceof Error ? err.stack : String(err) });
      }
    }
    if (caller && idemKey && status < 500)
      idempotency.store(caller.key, idemKey, method, url.pathname, body$, { status, body });
    send(res, status, body, headers);
    ctx.log(30, `${method} ${url.pathname} ${status}`, { ms: Date.now() - started, requestId });
    const events = ctx.ledger.drainEvents();
    if (events.length) ctx.webhooks.publish(events, { id: requestId, idempotencyKey: idemKey ?? null, apiVersion });
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://stand-in.local');
    cors(req, res);
    const done = (err: unknown) => {
      ctx.log(50, 'stand-in request failed', { err: err instanceof Error ? err.message : String(err) });
      if (!res.headersSent)
        send(res, err instanceof StripeApiError ? err.status : 500, {
          error: { type: 'api_error', message: 'Request failed.' },
        });
      else res.destroy();
    };
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
          'access-control-allow-headers':
            req.headers['access-control-request-headers'] ??
            'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
          'access-control-allow-private-network': 'true',
          'access-control-max-age': '600',
        });
        res.end();
      } else if (req.method === 'GET' && url.pathname === '/healthz') {
        send(res, 200, { status: 'ok' });
      } else if (req.method === 'GET' && SCRIPT_PATH.test(url.pathname)) {
        res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-cache' });
        res.end(ctx.script);
      } else if (url.pathname.startsWith('/v1/')) {
        api(req, res, url).catch(done);
      } else {
        send(res, 404, {
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
          },
        });
      }
    } catch (err) {
      done(err);
    }
  };
}
