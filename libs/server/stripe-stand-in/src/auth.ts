import { StripeApiError } from './errors';
import { str, type FormObject } from './form';

export type Caller = { kind: 'secret'; key: string } | { kind: 'publishable'; key: string };

export interface Keys {
  secretKey: string;
  publishableKey: string;
}

function unauthorized(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message });
}

/** Stripe shows a key as its prefix and last 4 characters. */
function masked(key: string): string {
  const prefix = /^(sk|pk|rk)_(test|live)_/.exec(key)?.[0] ?? '';
  return `${prefix}${'*'.repeat(Math.max(4, key.length - prefix.length - 4))}${key.slice(-4)}`;
}

function keyFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer) return bearer[1];
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (basic) return Buffer.from(basic[1], 'base64').toString('utf8').split(':')[0];
  return undefined;
}

/**
 * Who is calling: the server with the secret key (`Authorization: Bearer sk_…`, or basic auth
 * as curl -u sends it), or the browser with the publishable key (`key=pk_…` in the body or
 * query, as Stripe.js sends it). 401 with Stripe's wording otherwise.
 */
export function authenticate(header: string | undefined, params: FormObject, keys: Keys): Caller {
  const key = keyFromHeader(header) ?? str(params, 'key');
  if (!key)
    throw unauthorized(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    );
  if (key === keys.secretKey) return { kind: 'secret', key };
  if (key === keys.publishableKey) return { kind: 'publishable', key };
  throw unauthorized(`Invalid API Key provided: ${masked(key)}`);
}

export function requireSecret(caller: Caller): void {
  if (caller.kind !== 'secret')
    throw unauthorized(
      'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
    );
}
