import { PAYMENT_ERROR_CODES } from '@chefs/contracts';

/** A field-level problem, as the browser shows it next to the field. */
export interface FieldError {
  field: string;
  message: string;
}

/** How the exception filter answers a domain code: the HTTP status and ApiErrorBody.code. */
interface DomainErrorResponse {
  status: number;
  code: string;
}

const badRequest = { status: 400, code: 'bad_request' } as const;
const notFound = { status: 404, code: 'not_found' } as const;
const conflict = { status: 409, code: 'conflict' } as const;
const unavailable = { status: 503, code: 'service_unavailable' } as const;

/**
 * The one mapping from domain codes to HTTP: every code a service may throw, with the status
 * and the wire code (ApiErrorBody.code) the exception filter answers with. Several domain
 * codes share a wire code: callers keep seeing `not_found`, `conflict`... as before.
 */
export const DOMAIN_ERRORS = {
  // The request itself (body, path, query, rate).
  'request.invalid': badRequest,
  'request.invalid_cursor': badRequest,
  'request.unknown_id': notFound,
  'request.invalid_json': { status: 400, code: 'invalid_json' },
  'request.empty_body': { status: 400, code: 'empty_body' },
  'request.invalid_address': { status: 400, code: 'invalid_address' },
  'request.address_too_long': { status: 414, code: 'address_too_long' },
  'request.unsupported_media_type': { status: 415, code: 'unsupported_media_type' },
  'request.rate_limited': { status: 429, code: 'rate_limited' },
  // Sign-in.
  'auth.email_unverified': { status: 403, code: 'email_unverified' },
  'auth.email_missing': { status: 403, code: 'email_missing' },
  'user.not_found': notFound,
  // Chef applications (docs/product.md §4).
  'application.invalid': badRequest,
  'application.rejection_reason_missing': badRequest,
  'application.not_found': notFound,
  'application.already_open': conflict,
  'application.already_chef': conflict,
  'application.already_approved': conflict,
  'application.status_unchanged': conflict,
  'application.chef_exists': conflict,
  'application.other_open': conflict,
  'application.applicant_is_admin': conflict,
  // Chefs.
  'chef.not_found': notFound,
  'chef.already_approved': conflict,
  // Bookings.
  'booking.past_date': badRequest,
  'booking.not_found': notFound,
  'booking.slot_taken': conflict,
  'booking.status_unchanged': conflict,
  'booking.transition_not_allowed': conflict,
  'booking.date_passed': conflict,
  'booking.not_cancellable': conflict,
  // Schedule requests.
  'schedule_request.past_date': badRequest,
  'schedule_request.invalid_frequency': badRequest,
  'schedule_request.single_dates': badRequest,
  'schedule_request.not_found': notFound,
  'schedule_request.already_closed': conflict,
  // Recipes.
  'recipe.title_without_words': badRequest,
  'recipe.not_found': notFound,
  'recipe.already_published': conflict,
  'recipe.title_taken': conflict,
  // Reviews.
  'review.booking_not_completed': conflict,
  'review.already_reviewed': conflict,
  // Subscriptions and push notifications.
  'subscription.link_invalid': badRequest,
  'push.endpoint_invalid': badRequest,
  // Payments.
  'payment.not_configured': { status: 503, code: PAYMENT_ERROR_CODES.notConfigured },
  'payment.unavailable': { status: 503, code: PAYMENT_ERROR_CODES.unavailable },
  'payment.already_paid': { status: 409, code: PAYMENT_ERROR_CODES.alreadyPaid },
  'payment.not_payable': { status: 409, code: PAYMENT_ERROR_CODES.notPayable },
  'payment.invalid_webhook_signature': { status: 400, code: 'invalid_signature' },
  // Operations.
  'queue_dashboard.unavailable': unavailable,
} as const satisfies Record<string, DomainErrorResponse>;

export type DomainCode = keyof typeof DOMAIN_ERRORS;

/** The status and wire code a domain code answers with. */
export const domainErrorResponse = (code: DomainCode): DomainErrorResponse => DOMAIN_ERRORS[code];

/**
 * What services throw when a rule of the domain says no. It carries a domain code (e.g.
 * `booking.not_found`) and the message a person reads; the one exception filter maps the code
 * to the HTTP status and wire code (DOMAIN_ERRORS). Services never choose HTTP statuses.
 */
export class DomainError extends Error {
  constructor(
    public readonly code: DomainCode,
    message: string,
    public readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A domain error about one field, shown next to it. */
export const fieldError = (code: DomainCode, field: string, message: string): DomainError =>
  new DomainError(code, message, [{ field, message }]);
