import { type ApiErrorBody } from '@chefs/contracts';
import { ApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && 'message' in parsed ? (parsed as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

/** Throws an ApiError ("<status>: <body text or status text>") for any non-2xx response. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, parseErrorBody(text));
}

async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * One call to our API: cookies included, JSON in and out. Resolves with the parsed body
 * (undefined for an empty one); rejects with an ApiError for a non-2xx answer.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<T> {
  const res = await fetch(url, {
    method,
    signal: init.signal,
    credentials: 'include',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return readJson<T>(res);
}
