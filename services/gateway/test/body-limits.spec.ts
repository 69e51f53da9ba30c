import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_BODY_LIMIT, WEBHOOK_BODY_LIMIT } from '../src/proxy/body-limits';
import { listeningGateway } from './support';

/**
 * A BFF as the gateway meets it at its worst: it answers 413 as soon as a body passes
 * 1 MiB and drops the connection mid-upload (what Fastify does), hangs on /slow, and
 * cuts its answer off half-way on /cut.
 */
async function startHostileUpstream(): Promise<{ url: string; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/api/chefs/slow')) return; // never answers
    if (req.url?.startsWith('/api/chefs/cut')) {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"partial":');
      setTimeout(() => res.socket?.destroy(), 20);
      return;
    }
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      received += chunk.length;
      if (size > 1024 * 1024 && !res.headersSent) {
        res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
        res.end('{"statusCode":413}');
        req.socket.destroy();
      }
    });
    req.on('end', () => {
      if (!res.headersSent) res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => received,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One raw POST (no fetch: it must be able to stream without a length and to give up). */
function post(
  base: string,
  path: string,
  body: Buffer,
  opts: { chunked?: boolean; abortAfterMs?: number; contentType?: string } = {},
): Promise<{ status: number; body: string } | 'aborted' | 'reset'> {
  return new Promise((resolve) => {
    const url = new URL(path, base);
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': opts.contentType ?? 'application/json',
          ...(opts.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(body.length) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', () => resolve('reset'));
      },
    );
    req.on('error', () => resolve(opts.abortAfterMs ? 'aborted' : 'reset'));
    if (opts.abortAfterMs) setTimeout(() => req.destroy(), opts.abortAfterMs);
    if (opts.chunked) {
      for (let i = 0; i < body.length; i += 16 * 1024) req.write(body.subarray(i, i + 16 * 1024));
      req.end();
    } else req.end(body);
  });
}

describe('gateway body limits and proxy error path', () => {
  let upstream: Awaited<ReturnType<typeof startHostileUpstream>>;
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    upstream = await startHostileUpstream();
    ({ app, base } = await listeningGateway(
      {
        NODE_ENV: 'test',
        PUBLIC_BFF_URL: upstream.url,
        CUSTOMER_BFF_URL: upstream.url,
        CHEF_BFF_URL: upstream.url,
        ADMIN_BFF_URL: upstream.url,
      },
      { upstreamTimeoutMs: 500 },
    ));
  });

  // The hostile upstream goes first: it destroys the connections it still holds (the request to
  // /slow that never answers). The clients this spec abandoned mid-request (aborted fetches of /slow)
  // leave keep-alive connections the gateway still counts as busy, so they are dropped before the
  // close, which would otherwise wait for them.
  afterAll(async () => {
    await upstream?.close();
    app?.getHttpServer().closeAllConnections();
    await app?.close();
  }, 60_000);

  const json = (bytes: number) => Buffer.from(JSON.stringify({ note: 'x'.repeat(Math.max(0, bytes - 11)) }));
  const stillServing = async () => {
    const res = await post(base, '/api/bookings', json(100));
    expect(res).toEqual({ status: 200, body: '{"ok":true}' });
  };

  it('answers 413 in the API error shape for a JSON body over the API limit, before reaching a BFF', async () => {
    const before = upstream.received();
    const res = await post(base, '/api/bookings', json(API_BODY_LIMIT + 1));
    expect(res).toMatchObject({ status: 413 });
    expect(JSON.parse((res as { body: string }).body)).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Request body is too large',
    });
    expect(upstream.received()).toBe(before);
    expect(await post(base, '/api/bookings', json(API_BODY_LIMIT))).toMatchObject({ status: 200 });
  });

  it('counts the bytes of a body sent without a length (chunked) too', async () => {
    const res = await post(base, '/api/bookings', json(API_BODY_LIMIT * 3), { chunked: true });
    expect(res === 'reset' || (res as { status: number }).status === 413).toBe(true);
    await stillServing();
  });

  it('lets the Stripe webhook carry up to its own, larger limit, and no more', async () => {
    expect(await post(base, '/api/stripe/webhook', json(API_BODY_LIMIT * 4))).toMatchObject({ status: 200 });
    expect(await post(base, '/api/stripe/webhook', json(WEBHOOK_BODY_LIMIT + 1))).toMatchObject({ status: 413 });
  });

  it('keeps serving through 40 parallel 2 MiB bodies (issue 10: one such request took it down)', async () => {
    const big = json(2 * 1024 * 1024);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(base, i % 2 ? '/api/bookings' : '/api/stripe/webhook', big, { chunked: i % 4 === 1 }),
      ),
    );
    for (const r of results) expect(r === 'reset' || (r as { status: number }).status === 413).toBe(true);
    await stillServing();
  });

  it('answers 504 for an upstream that never answers, free of a second write when one cuts its answer', async () => {
    const slow = await fetch(`${base}/api/chefs/slow`);
    expect(slow.status).toBe(504);
    expect(await slow.json()).toMatchObject({
      statusCode: 504,
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });

    const cut = await fetch(`${base}/api/chefs/cut`).then(
      async (r) => ({ status: r.status, text: await r.text().catch(() => 'cut') }),
      () => 'reset',
    );
    expect(cut === 'reset' || (cut as { text: string }).text === 'cut').toBe(true);
    await stillServing();
  });

  it('survives clients that give up mid-upload or while the upstream is slow', async () => {
    const big = json(API_BODY_LIMIT);
    const attempts = await Promise.all([
      ...Array.from({ length: 10 }, () => post(base, '/api/bookings', big, { chunked: true, abortAfterMs: 1 })),
      ...Array.from(
        { length: 10 },
        () =>
          new Promise((resolve) => {
            const controller = new AbortController();
            setTimeout(() => controller.abort(), 50);
            fetch(`${base}/api/chefs/slow`, { signal: controller.signal }).then(resolve, () => resolve('aborted'));
          }),
      ),
    ]);
    expect(attempts).toHaveLength(20);
    await stillServing();
  });
});
