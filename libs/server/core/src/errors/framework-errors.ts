import { DomainError } from './domain-error';

/** What a caller reads when Fastify itself refuses a request, in place of Fastify's own words. */
export const FRAMEWORK_MESSAGES = {
  invalidJson: 'The request body is not valid JSON.',
  emptyBody: 'The request body is empty.',
  invalidAddress: 'This address is not valid.',
  addressTooLong: 'This address is too long.',
} as const;

/**
 * Errors Fastify raises itself, told in its own words ("Body is not valid JSON but content-type
 * is set to 'application/json'", "'/api/chefs/%E0%A4%A' is not a valid url component") and
 * with no wire code: each as the domain error that answers it, with plain words and a code a
 * client can test. A body holding `__proto__` or `constructor.prototype` is refused by the
 * same JSON parser, as invalid JSON.
 */
const FRAMEWORK_ERRORS: Readonly<Record<string, () => DomainError>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => new DomainError('request.invalid_json', FRAMEWORK_MESSAGES.invalidJson),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new DomainError('request.empty_body', FRAMEWORK_MESSAGES.emptyBody),
  FST_ERR_BAD_URL: () => new DomainError('request.invalid_address', FRAMEWORK_MESSAGES.invalidAddress),
  FST_ERR_MAX_PARAM_LENGTH: () => new DomainError('request.address_too_long', FRAMEWORK_MESSAGES.addressTooLong),
};

/** The domain error a Fastify error (by its `code`) answers as, or undefined for any other error. */
export function frameworkError(error: unknown): DomainError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && Object.hasOwn(FRAMEWORK_ERRORS, code) ? FRAMEWORK_ERRORS[code]() : undefined;
}
