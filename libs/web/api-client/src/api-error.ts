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

  /**
   * The human part of the answer: the server's `message` when it is text (a framework's list of
   * messages is not a sentence), else the whole error message.
   */
  get userMessage(): string {
    return this.serverMessage ?? this.message;
  }

  /** The body's `message` when it is non-empty text, else null. */
  get serverMessage(): string | null {
    const message: unknown = this.body?.message;
    return typeof message === 'string' && message.trim() ? message.trim() : null;
  }
}

/** docs/product.md §8: an error counts as unauthorized when its message starts with "401:" and contains "Unauthorized". */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401:') && error.message.includes('Unauthorized');
}

export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * What the server decided, in its own words (the `message` of the error body): a 409 (the row
 * changed meanwhile: "This application is already approved.", "Only a pending booking can be
 * accepted or declined.") or a 400 with no field errors (those show beside their fields). Null for
 * anything else (5xx, network), where the screen says its own "Failed to ..." instead.
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  const refused = error.status === 409 || (error.status === 400 && !error.body.errors?.length);
  return refused ? error.serverMessage : null;
}
