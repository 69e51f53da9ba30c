import { createHash } from 'node:crypto';
import { StripeApiError } from './errors';

export interface StoredResponse {
  status: number;
  body: unknown;
}

interface Entry extends StoredResponse {
  fingerprint: string;
}

/**
 * `Idempotency-Key` on POSTs: the first answer is kept (per API key) and replayed for the
 * same key; the same key with other parameters is an idempotency_error, as on Stripe.
 */
export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  private static fingerprint(method: string, path: string, body: string): string {
    const sorted = [...new URLSearchParams(body)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return createHash('sha256')
      .update(`${method} ${path}\n${JSON.stringify(sorted)}`)
      .digest('hex');
  }

  /** The stored answer for this key, or undefined when the request is new. */
  lookup(apiKey: string, idemKey: string, method: string, path: string, body: string): StoredResponse | undefined {
    const found = this.entries.get(`${apiKey}\n${idemKey}`);
    if (!found) return undefined;
    if (found.fingerprint !== IdempotencyStore.fingerprint(method, path, body))
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idemKey}' if you meant to execute a different request.`,
      });
    return found;
  }

  store(apiKey: string, idemKey: string, method: string, path: string, body: string, res: StoredResponse): void {
    this.entries.set(`${apiKey}\n${idemKey}`, {
      ...res,
      fingerprint: IdempotencyStore.fingerprint(method, path, body),
    });
  }
}
