import { type ApiErrorBody } from '@chefs/contracts';

/**
 * A non-2xx answer. docs/product.md §8: the message is "<status>: <body text>" (or the status text
 * when the body is empty). `body` is the parsed ApiErrorBody when the server sent one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiErrorBody | null,
  ) {
    super(message);
  }

  /** The human part of the answer: the server's `message`, else the whole error message. */
  get userMessage(): string {
    return this.body?.message ?? this.message;
  }
}

/** docs/product.md §8: an error counts as unauthorized when its message starts with "401:" and contains "Unauthorized". */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401:') && error.message.includes('Unauthorized');
}

export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
