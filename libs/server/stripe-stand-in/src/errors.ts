/** The error shapes Stripe answers with: `{ error: { type, code?, message, ... } }` and an HTTP status. */
type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  payment_intent?: unknown;
  payment_method?: unknown;
  charge?: string;
  request_log_url?: string;
}

/** Thrown by the handlers; the server turns it into `status` + `{ error: body }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

export function invalidRequest(message: string, extra: Partial<StripeErrorBody> = {}, status = 400): StripeApiError {
  return new StripeApiError(status, { type: 'invalid_request_error', message, ...extra });
}

export function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

export function noSuch(kind: string, id: string, param: string): StripeApiError {
  return invalidRequest(`No such ${kind}: '${id}'`, { code: 'resource_missing', param }, 404);
}

export function unexpectedState(message: string): StripeApiError {
  return invalidRequest(message, { code: 'payment_intent_unexpected_state' });
}
