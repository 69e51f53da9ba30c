/** A field-level problem, as the browser shows it next to the field. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * What services throw when a rule of the domain says no. It carries a stable code for
 * callers and logs, the message a person reads, and the HTTP status the one exception
 * filter answers with; services never build HTTP responses themselves.
 */
export class DomainError extends Error {
  constructor(
    public readonly code: string,
    message: string,
    public readonly status: number,
    public readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message = 'Not Found'): DomainError => new DomainError('not_found', message, 404);
export const conflict = (message: string): DomainError => new DomainError('conflict', message, 409);
export const forbidden = (message = 'Forbidden'): DomainError => new DomainError('forbidden', message, 403);
export const unauthorized = (message = 'Unauthorized'): DomainError => new DomainError('unauthorized', message, 401);
export const badRequest = (message: string, errors?: FieldError[]): DomainError =>
  new DomainError('bad_request', message, 400, errors);
