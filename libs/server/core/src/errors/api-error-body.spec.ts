import { PAYMENT_ERROR_CODES } from '@chefs/contracts';
import { toApiErrorBody } from './api-error-body';
import { DOMAIN_ERRORS, DomainError, fieldError, type DomainCode } from './domain-error';

describe('toApiErrorBody of a DomainError', () => {
  it.each<[DomainCode, number, string, string]>([
    ['booking.not_found', 404, 'Not Found', 'not_found'],
    ['chef.not_found', 404, 'Not Found', 'not_found'],
    ['request.unknown_id', 404, 'Not Found', 'not_found'],
    ['booking.status_unchanged', 409, 'Conflict', 'conflict'],
    ['recipe.title_taken', 409, 'Conflict', 'conflict'],
    ['booking.past_date', 400, 'Bad Request', 'bad_request'],
    ['request.unsupported_media_type', 415, 'Unsupported Media Type', 'unsupported_media_type'],
    ['request.rate_limited', 429, 'Too Many Requests', 'rate_limited'],
    ['auth.email_unverified', 403, 'Forbidden', 'email_unverified'],
    ['payment.already_paid', 409, 'Conflict', PAYMENT_ERROR_CODES.alreadyPaid],
    ['payment.not_configured', 503, 'Service Unavailable', PAYMENT_ERROR_CODES.notConfigured],
    ['payment.invalid_webhook_signature', 400, 'Bad Request', 'invalid_signature'],
    ['queue_dashboard.unavailable', 503, 'Service Unavailable', 'service_unavailable'],
  ])('maps %s to %i with wire code %s', (domainCode, statusCode, error, code) => {
    expect(toApiErrorBody(new DomainError(domainCode, 'What a person reads.'))).toStrictEqual({
      statusCode,
      error,
      message: 'What a person reads.',
      code,
    });
  });

  it('keeps the field errors', () => {
    expect(toApiErrorBody(fieldError('booking.past_date', 'eventDate', 'Pick a future date.'))).toStrictEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Pick a future date.',
      code: 'bad_request',
      errors: [{ field: 'eventDate', message: 'Pick a future date.' }],
    });
  });

  it('gives every domain code an error status and a wire code', () => {
    for (const [domainCode, { status, code }] of Object.entries(DOMAIN_ERRORS)) {
      expect([domainCode, status >= 400 && status < 600, /^[a-z_]+$/.test(code)]).toEqual([domainCode, true, true]);
    }
  });
});
