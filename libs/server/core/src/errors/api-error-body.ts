import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import { MESSAGES, type ApiErrorBody } from '@chefs/contracts';
import { isDatabaseUnavailable } from './database-unavailable';
import { DomainError, domainErrorResponse } from './domain-error';
import { frameworkError } from './framework-errors';

/** ApiErrorBody.code of a request that failed because the database could not be reached. */
export const SERVICE_UNAVAILABLE_CODE = 'service_unavailable';

const statusText = (status: number): string => STATUS_CODES[status] ?? 'Error';

function httpExceptionMessage(ex: HttpException): string {
  const res = ex.getResponse();
  if (typeof res === 'string') return res;
  const message = (res as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0] ?? statusText(ex.getStatus()));
  if (typeof message === 'string' && message) return message;
  return statusText(ex.getStatus());
}

/**
 * Maps anything thrown while answering a request to the ApiErrorBody of the contracts; what
 * Fastify refuses itself is answered in plain words (frameworkError). A database that cannot
 * be reached is a 503 (try again); other unknown errors become a bare 500. Their details go
 * to the log, never to the caller.
 */
export function toApiErrorBody(thrown: unknown): ApiErrorBody {
  const exception = frameworkError(thrown) ?? thrown;
  if (exception instanceof DomainError) {
    const { status, code } = domainErrorResponse(exception.code);
    return {
      statusCode: status,
      error: statusText(status),
      message: exception.message,
      code,
      ...(exception.errors ? { errors: exception.errors } : {}),
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    return { statusCode: status, error: statusText(status), message: httpExceptionMessage(exception) };
  }
  const status = (exception as { statusCode?: unknown } | null)?.statusCode;
  // Errors raised by Fastify itself (bad JSON, body too large...) carry a 4xx statusCode.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      statusCode: status,
      error: statusText(status),
      message: (exception as Error).message || statusText(status),
    };
  }
  if (isDatabaseUnavailable(exception)) {
    return {
      statusCode: 503,
      error: statusText(503),
      message: MESSAGES.generic.unavailable,
      code: SERVICE_UNAVAILABLE_CODE,
    };
  }
  return { statusCode: 500, error: statusText(500), message: statusText(500) };
}
