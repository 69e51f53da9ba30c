/**
 * Whether an error says the database cannot be reached right now (refused, reset or timed-out
 * connections, a server shutting down or out of connections), as opposed to a query that is
 * wrong. Such a request may succeed a moment later: it answers 503, not 500.
 *
 * Reads the shapes node-postgres and TypeORM throw (a QueryFailedError carries the pg error
 * as `driverError`; a failed connect is the socket error itself, an AggregateError for a
 * host with several addresses) without importing either.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const e = error as { code?: unknown; message?: unknown; driverError?: unknown; errors?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || isUnavailableSqlState(e.code))) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((m) => (e.message as string).includes(m))) return true;
  const nested = [e.driverError, e.cause, ...(Array.isArray(e.errors) ? (e.errors as unknown[]) : [])];
  return nested.some((n) => n !== undefined && n !== error && isDatabaseUnavailable(n, depth + 1));
}

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 53300
 * (too many connections), 57P01-57P03 (shutting down, crash recovery, starting up).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || code === '53300' || /^57P0[123]$/.test(code);
}

/** What node-postgres says when its pool cannot hand out a working connection. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  // A pooled client whose connection broke while it was checked out, asked again.
  'Client has encountered a connection error and is not queryable',
];
