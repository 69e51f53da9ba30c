import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { PAGE_DATA_ELEMENT_ID, PRERENDERED, type PageRead, serverDrawnReadsOf } from '@chefs/contracts';

const logger = new Logger('ServerDrawnPages');

/** Draws the page at `url` with its reads, signed out: the inner HTML of the page's root. */
type DrawPage = (url: string, reads: readonly PageRead[]) => Promise<string>;

export interface PageRenderer {
  draw: DrawPage;
  /** The page with its styles inline and the two marks of PRERENDERED.server. */
  template: string;
}

/**
 * The build's renderer: the bundles and template tools/prerender.mjs leaves in
 * shell/dist-server (the same code that prerenders the landing page), or null when the build
 * made none (a development server).
 */
export function loadPageRenderer(shellDir: string): PageRenderer | null {
  // Absolute: STATIC_ROOT may be relative ("." by default), and createRequire takes no relative path.
  const dir = resolve(shellDir, PRERENDERED.server.directory);
  const templateFile = join(dir, PRERENDERED.server.template);
  if (!existsSync(templateFile)) return null;
  // A Node require of the built files as they are on disk, never bundled into the gateway.
  const load = createRequire(templateFile);
  const shellFile = join(dir, 'shell.cjs');
  const publicFile = join(dir, 'public.cjs');
  const { renderPage } = load(shellFile) as {
    renderPage: (url: string, remotes: { public: unknown }, reads: readonly PageRead[]) => Promise<string>;
  };
  const routes = (load(publicFile) as { default: unknown }).default;
  return {
    template: readFileSync(templateFile, 'utf8'),
    draw: (url, reads) => renderPage(url, { public: routes }, reads),
  };
}

interface Drawn {
  html: Buffer;
  /** The hash of the page's URL and reads: its validator. */
  tag: string;
  br?: Buffer;
  gzip?: Buffer;
}

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
const compress: Record<Encoding, (html: Buffer) => Buffer> = {
  // Quality 5: a page is compressed once per change of its data, on the request that draws it.
  br: (html) => brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html) => gzipSync(html, { level: 6 }),
};

/** `<`, `>`, `&` and the line separators escaped: JSON that cannot end its script element early. */
const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export interface ServerDrawnOptions {
  /** Where the reads are asked: public-bff, as the browser would through the gateway. */
  upstream: string;
  /** How long the reads may take before the visitor gets the plain shell instead. */
  readTimeoutMs?: number;
  /** Bound on the drawn pages kept (their HTML and its compressed copies). */
  maxCacheBytes?: number;
}

/**
 * A recipe's and a dish's page drawn on the server for a visitor without a session cookie, with
 * its data (docs/performance.md, "Pages drawn on the server"). No build can prerender them (an
 * admin publishes recipes at any time), so without this their first paint waited for the shell's
 * scripts, the portal's code and then the API: seven requests in a row on a phone's network.
 *
 * The gateway asks public-bff for the page's reads (the URLs the page's hooks ask for, from
 * contracts), draws the page with the shell's renderer, and sends it with the reads in a JSON
 * element, so the browser hydrates it as it is and asks the API for nothing. A drawn page is kept
 * (least recently used out) under the hash of its reads: the next visitor's reads, answered from
 * public-bff's read cache, find it while the data is the same, and a change of the data draws it
 * again at once. Where this cannot serve (a read fails or is slow, nothing has this slug, the
 * renderer throws), the caller sends the plain shell, which draws in the browser as before.
 */
export class ServerDrawnPages {
  private readonly pages: LRUCache<string, Drawn>;
  private readonly drawing = new Map<string, Promise<Drawn>>();
  private readonly readTimeoutMs: number;

  constructor(
    private readonly renderer: PageRenderer,
    private readonly options: ServerDrawnOptions,
  ) {
    this.readTimeoutMs = options.readTimeoutMs ?? 2000;
    this.pages = new LRUCache<string, Drawn>({
      maxSize: options.maxCacheBytes ?? 16 * 1024 * 1024,
      sizeCalculation: (page) => page.html.length * 2,
    });
  }

  /** Sends the drawn page of `pathname` and returns true, or returns false and sends nothing. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    search: string,
    headers: Record<string, string>,
  ): Promise<boolean> {
    const urls = serverDrawnReadsOf(pathname, search);
    if (!urls) return false;
    const reads = await this.read(urls);
    if (!reads) return false;
    const page = await this.drawn(pathname, reads);
    if (!page) return false;

    const encoding = negotiate<Encoding>(request.headers['accept-encoding'] ?? '', ENCODINGS) ?? undefined;
    const body = encoding ? (page[encoding] ??= compress[encoding](page.html)) : page.html;
    const etag = `"${page.tag}${encoding ? `-${encoding}` : ''}"`;
    void reply
      .headers(headers)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', [headers.vary, 'accept-encoding'].filter(Boolean).join(', '))
      .header('etag', etag);
    if (encoding) void reply.header('content-encoding', encoding);
    if (request.headers['if-none-match'] === etag) {
      await reply.status(304).send();
      return true;
    }
    void reply.header('content-length', body.length);
    await reply.send(request.method === 'HEAD' ? undefined : body);
    return true;
  }

  /** The page's reads from public-bff, or null when one fails, is late, or finds nothing. */
  private async read(urls: string[]): Promise<PageRead[] | null> {
    try {
      const signal = AbortSignal.timeout(this.readTimeoutMs);
      const reads = await Promise.all(
        urls.map(async (url) => {
          const res = await fetch(new URL(url, this.options.upstream), {
            headers: { accept: 'application/json' },
            signal,
          });
          if (!res.ok) throw new Error(`${url} answered ${res.status}`);
          return { url, body: (await res.json()) as unknown };
        }),
      );
      // Nothing has this slug: the shell draws the page's "not found" in the browser, as before,
      // and made-up slugs cannot fill the cache.
      return reads.some(({ body }) => isEmptyPage(body)) ? null : reads;
    } catch (error) {
      logger.warn(`The page's reads failed; the shell draws it in the browser (${(error as Error).message})`);
      return null;
    }
  }

  /** The page drawn with these reads: kept, being drawn for another visitor, or drawn now. */
  private async drawn(pathname: string, reads: PageRead[]): Promise<Drawn | null> {
    const tag = createHash('sha256').update(pathname).update('\0').update(JSON.stringify(reads)).digest('base64url');
    const kept = this.pages.get(tag);
    if (kept) return kept;
    let drawing = this.drawing.get(tag);
    if (!drawing) {
      drawing = this.draw(pathname, reads, tag).finally(() => this.drawing.delete(tag));
      this.drawing.set(tag, drawing);
    }
    try {
      const page = await drawing;
      this.pages.set(tag, page);
      return page;
    } catch (error) {
      logger.error(`Drawing ${pathname} failed; the shell draws it in the browser`, (error as Error).stack);
      return null;
    }
  }

  private async draw(pathname: string, reads: PageRead[], tag: string): Promise<Drawn> {
    const { pageMark, dataMark } = PRERENDERED.server;
    const root = await this.renderer.draw(pathname, reads);
    const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(reads)}</script>`;
    const html = this.renderer.template.replace(pageMark, () => root).replace(dataMark, () => data);
    return { html: Buffer.from(html), tag };
  }
}

/** A page of a list (`{ items: [] }`) with nothing on it. */
const isEmptyPage = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && Array.isArray((body as { items?: unknown }).items)
    ? (body as { items: unknown[] }).items.length === 0
    : false;
