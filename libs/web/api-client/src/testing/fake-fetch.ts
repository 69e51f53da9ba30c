/**
 * A stand-in for the network in jsdom tests (jsdom has no fetch): answers by
 * "METHOD /path" with canned status and JSON, records every call, and can hold a request
 * forever to show loading states. Only the network boundary is replaced: apiRequest,
 * the hooks and the screens run for real.
 */
export type FakeAnswer = { status?: number; body?: unknown; statusText?: string } | 'pending';
/** A route answers with a fixed answer, or with a function of the request (its path with the query, its JSON body). */
export type FakeRoutes = Record<string, FakeAnswer | ((request: { url: string; body: unknown }) => FakeAnswer)>;

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
};

function fakeResponse(status: number, text: string, statusText: string) {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
}

/** Installs the fake on globalThis.fetch; returns the recorded calls and a restore function. */
export function installFakeFetch(routes: FakeRoutes): { calls: FakeCall[]; restore: () => void } {
  const calls: FakeCall[] = [];
  const previous = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url: path, body, credentials: init.credentials });
    const route = routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0]}`];
    if (route === undefined) throw new TypeError(`Unexpected request in test: ${method} ${path}`);
    const answer = typeof route === 'function' ? route({ url: path, body }) : route;
    if (answer === 'pending') return new Promise<never>(() => undefined);
    const status = answer.status ?? 200;
    const text =
      answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return fakeResponse(status, text, answer.statusText ?? STATUS_TEXT[status] ?? '');
  }) as typeof fetch;
  return {
    calls,
    restore: () => {
      globalThis.fetch = previous;
    },
  };
}

/** The API's 401 body (docs/product.md §8 format), as the BFFs send it. */
export const UNAUTHORIZED = {
  status: 401,
  body: { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' },
} as const;
export const NOT_FOUND = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not Found' } } as const;
export const SERVER_ERROR = {
  status: 500,
  body: { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' },
} as const;
