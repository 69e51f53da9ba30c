import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A tiny HTTP server standing in for a BFF: records every call and answers who it is. */
export class Upstream {
  readonly seen: Seen[] = [];
  private server?: Server;
  url = '';

  constructor(readonly name: string) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.url === '/healthz') {
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
          return;
        }
        this.seen.push({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks),
        });
        if (req.url?.startsWith('/oidc/auth')) {
          res
            .writeHead(303, {
              location: 'http://localhost:9999/oidc/interaction/abc',
              'set-cookie': ['idp.interaction=abc; path=/oidc/interaction/abc; httponly'],
            })
            .end();
          return;
        }
        res.writeHead(200, {
          'content-type': 'application/json',
          'set-cookie': 'chefs.sid=s%3Aabc.def; Path=/; HttpOnly',
        });
        res.end(JSON.stringify({ from: this.name }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  last(): Seen {
    const s = this.seen[this.seen.length - 1];
    if (!s) throw new Error(`${this.name} got no call`);
    return s;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

/** A port where nothing listens. */
export async function closedPortUrl(): Promise<string> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
