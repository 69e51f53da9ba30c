import { ApiError } from '@chefs/api-client';

/** docs/product.md §8: the failure toast says the error's message, or "Please try again later." when there is none to read. */
export function subscribeFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.userMessage.trim()) return error.userMessage;
  return 'Please try again later.';
}
