import { requireSecret, type Caller } from './auth';
import { invalidRequest, StripeApiError } from './errors';
import { str, type FormObject } from './form';
import type { Ledger } from './ledger';
import { clientView, type PaymentIntentObject } from './objects';
import { cancelIntent, confirmIntent, createIntent, presentIntent, updateIntent } from './payment-intents';
import { createRefund } from './refunds';

export interface ApiRequest {
  method: string;
  path: string;
  params: FormObject;
}

/** A publishable key may touch an intent only with its client secret, as Stripe.js does. */
function checkClientSecret(caller: Caller, intent: PaymentIntentObject, params: FormObject): void {
  if (caller.kind === 'secret') return;
  const secret = str(params, 'client_secret');
  if (!secret)
    throw invalidRequest(
      'This API call cannot be made with a publishable API key without the client_secret of the PaymentIntent.',
      { param: 'client_secret' },
    );
  if (secret !== intent.client_secret)
    throw invalidRequest(
      'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
      { param: 'client_secret' },
    );
}

function forCaller(caller: Caller, intent: PaymentIntentObject): unknown {
  return caller.kind === 'secret' ? intent : clientView(intent);
}

type Route = [
  method: string,
  pattern: RegExp,
  handler: (ledger: Ledger, caller: Caller, m: string[], p: FormObject) => unknown,
];

const ROUTES: Route[] = [
  ['POST', /^\/v1\/payment_intents$/, (l, c, _m, p) => (requireSecret(c), createIntent(l, p))],
  [
    'GET',
    /^\/v1\/payment_intents\/([^/]+)$/,
    (l, c, [id], p) => {
      const intent = l.intent(id);
      checkClientSecret(c, intent, p);
      return forCaller(c, presentIntent(l, intent, p));
    },
  ],
  ['POST', /^\/v1\/payment_intents\/([^/]+)$/, (l, c, [id], p) => (requireSecret(c), updateIntent(l, id, p))],
  [
    'POST',
    /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
    (l, c, [id], p) => {
      checkClientSecret(c, l.intent(id), p);
      return forCaller(c, presentIntent(l, confirmIntent(l, id, p), p));
    },
  ],
  ['POST', /^\/v1\/payment_intents\/([^/]+)\/cancel$/, (l, c, [id], p) => (requireSecret(c), cancelIntent(l, id, p))],
  ['POST', /^\/v1\/refunds$/, (l, c, _m, p) => (requireSecret(c), createRefund(l, p))],
  ['GET', /^\/v1\/refunds\/([^/]+)$/, (l, c, [id]) => (requireSecret(c), l.refund(id))],
  ['GET', /^\/v1\/charges\/([^/]+)$/, (l, c, [id]) => (requireSecret(c), l.charge(id))],
];

/**
 * Answers one /v1 call. Synchronous on purpose: with state in memory and no awaits, two
 * requests never interleave, so idempotency and state changes need no locks.
 */
export function handleApi(ledger: Ledger, caller: Caller, req: ApiRequest): unknown {
  for (const [method, pattern, handler] of ROUTES) {
    const m = pattern.exec(req.path);
    if (!m || method !== req.method) continue;
    try {
      return handler(ledger, caller, m.slice(1).map(decodeURIComponent), req.params);
    } catch (err) {
      // A browser caller sees the declined intent as Stripe.js shows it, without the server-only fields.
      if (err instanceof StripeApiError && caller.kind === 'publishable' && err.body.payment_intent)
        err.body.payment_intent = clientView(err.body.payment_intent as PaymentIntentObject);
      throw err;
    }
  }
  throw invalidRequest(
    `Unrecognized request URL (${req.method}: ${req.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    {},
    404,
  );
}
