export * from './config';
export { CoreModule } from './app/core.module';
export { createNestApp, type CreateNestAppOptions } from './app/create-nest-app';
export { startNestApp } from './app/start-nest-app';
export { stopOnSignals, SHUTDOWN_GRACE_MS } from './app/stop-on-signals';
export { DomainError, DOMAIN_ERRORS, fieldError, type DomainCode, type FieldError } from './errors/domain-error';
export { ApiExceptionFilter } from './errors/api-exception.filter';
export { toApiErrorBody, SERVICE_UNAVAILABLE_CODE } from './errors/api-error-body';
export { FRAMEWORK_MESSAGES } from './errors/framework-errors';
export { isDatabaseUnavailable } from './errors/database-unavailable';
export { violatedConstraint } from './errors/constraint-violation';
export { createValidationPipe, flattenValidationErrors } from './http/validation';
export { postgresCheck, redisCheck, runReadiness, type ReadinessCheck } from './health/readiness';
export { withTimeout } from './async/with-timeout';
export { createLogger, PinoLoggerService } from './logging/logger';
export { fastifyOf, type NestFastifyInstance } from './app/nest-fastify';
export { EntityIdPipe } from './http/entity-id.pipe';
export { isRecordId } from './http/record-id';
export { FollowsRule } from './http/follows-rule.decorator';
export {
  BookingPageQuery,
  BOOKINGS_CURSOR_MESSAGE,
  bookingPage,
  decodeBookingCursor,
  type BookingCursor,
} from './http/booking-page';
export { RateLimited, RATE_LIMITED_CODE } from './http/rate-limit';
export { trustedPeer, FORWARDING_HEADERS } from './http/trusted-proxies';
export {
  encodeCursor,
  decodeCursor,
  toPage,
  isWholeNumber,
  isDecimalText,
  isTimestamptzText,
  isUnreadableValue,
  readAfterCursor,
  type CursorShape,
  type KeysetValue,
} from './http/keyset-cursor';
export {
  BODY_MESSAGES,
  JSON_BODY_LIMIT,
  MAX_JSON_DEPTH,
  MAX_JSON_VALUES,
  SignedBody,
  findBodyProblem,
  type BodyProblem,
} from './http/json-body';
