import { errorCodes } from 'fastify';
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

describe('toApiErrorBody of an error Fastify raises itself', () => {
  it.each([
    [new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), 400, 'invalid_json', 'The request body is not valid JSON.'],
    [new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), 400, 'empty_body', 'The request body is empty.'],
    [new errorCodes.FST_ERR_BAD_URL('/api/chefs/%E0%A4%A'), 400, 'invalid_address', 'This address is not valid.'],
    [new errorCodes.FST_ERR_MAX_PARAM_LENGTH('/api/x'), 414, 'address_too_long', 'This address is too long.'],
  ])('answers %s in plain words, with a code', (error, statusCode, code, message) => {
    expect(toApiErrorBody(error)).toStrictEqual({ statusCode, error: expect.any(String), message, code });
    expect(JSON.stringify(toApiErrorBody(error))).not.toMatch(/content-type|url component|%E0/);
  });

  it('keeps the words of the other 4xx errors it raises', () => {
    expect(toApiErrorBody(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE())).toMatchObject({
      statusCode: 413,
      error: 'Payload Too Large',
    });
  });
});
