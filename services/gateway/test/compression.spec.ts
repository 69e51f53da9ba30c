import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { listeningGateway, writeUnder } from './support';
import { closedPortUrl } from './upstream';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they crossed the wire (still compressed). */
  body: Buffer;
}

/** A raw HTTP call: unlike fetch, it neither adds Accept-Encoding nor inflates the answer. */
function call(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const BUNDLE = `export const dishes = ${JSON.stringify(
  Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Shrimp and grits ${i}` })),
)};\n`;
const CATALOGUE = JSON.stringify({
  items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Chef ${i}`, bio: 'Southern cooking, Atlanta.' })),
});

describe('gateway compression', () => {
  let root: string;
  let bff: Server;
  let app: NestFastifyApplication;
  let base: string;
  let bffSaw: IncomingHttpHeaders = {};

  const write = (file: string, bytes: string | Buffer) => writeUnder(root, file, bytes);

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'gateway-compression-'));
    const chunk = 'mfe-public/dist/905.0badc0de99.js';
    write(chunk, BUNDLE);
    write(`${chunk}.br`, brotliCompressSync(BUNDLE));
    write(`${chunk}.gz`, gzipSync(BUNDLE));
    write('shell/dist/index.html', '<!doctype html><title>shell</title>');
    write('shell/dist/only-gzip.3f9a1c2b.css', `body{color:red}\n${'.a{margin:0}\n'.repeat(100)}`);
    write('shell/dist/only-gzip.3f9a1c2b.css.gz', gzipSync(`body{color:red}\n${'.a{margin:0}\n'.repeat(100)}`));
    write('shell/dist/stale.3f9a1c2b.js', 'var fresh = 1;');
    write('shell/dist/stale.3f9a1c2b.js.br', brotliCompressSync('var stale = 1;'));
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'shell/dist/stale.3f9a1c2b.js.br'), past, past);
    // The same build can write a copy a moment before its file.
    write('shell/dist/same-build.3f9a1c2b.js', 'var same = 1;');
    write('shell/dist/same-build.3f9a1c2b.js.br', brotliCompressSync('var same = 1;'));
    const file = new Date(Date.now() - 10_000);
    const justBefore = new Date(file.getTime() - 3);
    utimesSync(join(root, 'shell/dist/same-build.3f9a1c2b.js'), file, file);
    utimesSync(join(root, 'shell/dist/same-build.3f9a1c2b.js.br'), justBefore, justBefore);
    write('shell/dist/icons/icon.png', Buffer.alloc(2048, 1));

    bff = createServer((req, res) => {
      bffSaw = req.headers;
      const small = req.url === '/api/chefs/1';
      const body = small ? '{"id":1}' : CATALOGUE;
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    });
    await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
    const bffUrl = `http://127.0.0.1:${(bff.address() as AddressInfo).port}`;
    const down = await closedPortUrl();
    ({ app, base } = await listeningGateway({
      NODE_ENV: 'test',
      STATIC_ROOT: root,
      PUBLIC_BFF_URL: bffUrl,
      CUSTOMER_BFF_URL: down,
      CHEF_BFF_URL: down,
      ADMIN_BFF_URL: down,
    }));
  });

  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => bff?.close(() => resolve()) ?? resolve());
    rmSync(root, { recursive: true, force: true });
  });

  describe('static files from their build-time copies', () => {
    const path = '/remotes/public/905.0badc0de99.js';

    it('sends the brotli copy to a browser that accepts it, with its own length and ETag', async () => {
      const res = await call(base, path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(Buffer.byteLength(BUNDLE) / 4);
      expect(brotliDecompressSync(res.body).toString()).toBe(BUNDLE);
      expect(res.headers.etag).toMatch(/-br"$/);

      const again = await call(base, path, { 'accept-encoding': 'br', 'if-none-match': res.headers.etag! });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });

    it('sends gzip when brotli is refused, and the plain file without Accept-Encoding', async () => {
      const gz = await call(base, path, { 'accept-encoding': 'gzip, br;q=0' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
      expect(gunzipSync(gz.body).toString()).toBe(BUNDLE);

      const plain = await call(base, path);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(BUNDLE));
      expect(plain.body.toString()).toBe(BUNDLE);
      // Each form has its own validator: a cache never answers 304 across encodings.
      expect(new Set([gz.headers.etag, plain.headers.etag]).size).toBe(2);
      const cross = await call(base, path, { 'accept-encoding': 'gzip, br;q=0', 'if-none-match': plain.headers.etag! });
      expect(cross.status).toBe(200);
    });

    it('answers HEAD with the chosen copy’s headers and no body', async () => {
      const head = await call(base, path, { 'accept-encoding': 'br' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(BUNDLE).length);
      expect(head.body.length).toBe(0);
    });

    it('falls back to the copy that exists, and never to a copy older than its file', async () => {
      const css = await call(base, '/only-gzip.3f9a1c2b.css', { 'accept-encoding': 'br, gzip' });
      expect(css.headers['content-encoding']).toBe('gzip');
      expect(css.headers['content-type']).toBe('text/css; charset=utf-8');

      const stale = await call(base, '/stale.3f9a1c2b.js', { 'accept-encoding': 'br' });
      expect(stale.headers['content-encoding']).toBeUndefined();
      expect(stale.body.toString()).toBe('var fresh = 1;');

      // Written by the same build a few milliseconds before its file: still its copy.
      const same = await call(base, '/same-build.3f9a1c2b.js', { 'accept-encoding': 'br' });
      expect(same.headers['content-encoding']).toBe('br');
    });

    it('leaves images alone and keeps the SPA fallback', async () => {
      const png = await call(base, '/icons/icon.png', { 'accept-encoding': 'br, gzip' });
      expect(png.headers['content-encoding']).toBeUndefined();
      expect(png.headers.vary).toBeUndefined();
      expect(png.body.length).toBe(2048);

      const deep = await call(base, '/chef/12', { accept: 'text/html', 'accept-encoding': 'br' });
      expect(deep.status).toBe(200);
      expect(deep.body.toString()).toContain('<title>shell</title>');
    });
  });

  describe('API answers compressed on the fly', () => {
    it('compresses a JSON answer over 1 KiB by the browser’s Accept-Encoding', async () => {
      const br = await call(base, '/api/chefs', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(br.body).toString()).toBe(CATALOGUE);

      const gz = await call(base, '/api/chefs', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(CATALOGUE);
      expect(bffSaw['accept-encoding']).toBe('gzip');
    });

    it('sends small answers and callers without Accept-Encoding as they are', async () => {
      const small = await call(base, '/api/chefs/1', { 'accept-encoding': 'br' });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.body.toString()).toBe('{"id":1}');

      const plain = await call(base, '/api/chefs');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(CATALOGUE);
    });
  });
});
