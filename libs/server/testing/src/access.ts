import type request from 'supertest';

type Http = ReturnType<typeof request>;

/** One call of an access check: a GET of the path, or the method with an (empty) JSON body. */
export type AccessCall = string | { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string };

/**
 * Asserts that every call, made with `cookie` (null: signed out), answers `status`; an error
 * status must also be the body's statusCode (an ApiErrorBody). All calls are made before one
 * comparison, so a failure lists every call that answered otherwise.
 */
export async function expectAccess(
  http: Http,
  calls: readonly AccessCall[],
  cookie: string | null,
  status: number,
): Promise<void> {
  const answered: string[] = [];
  for (const call of calls) {
    const { method, path } = typeof call === 'string' ? { method: 'get' as const, path: call } : call;
    const req = http[method](path);
    if (cookie) void req.set('Cookie', cookie);
    const res = method === 'get' ? await req : await req.send({});
    const bodyStatus = (res.body as { statusCode?: unknown } | undefined)?.statusCode;
    const ok = res.status === status && (status < 400 || bodyStatus === status);
    answered.push(`${method.toUpperCase()} ${path} -> ${ok ? status : `${res.status} (body ${String(bodyStatus)})`}`);
  }
  expect(answered).toEqual(
    calls.map((call) =>
      typeof call === 'string' ? `GET ${call} -> ${status}` : `${call.method.toUpperCase()} ${call.path} -> ${status}`,
    ),
  );
}
