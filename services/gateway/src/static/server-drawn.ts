import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { request as undiciRequest } from 'undici';
import {
  type BffName,
  type DrawnPage,
  PAGE_DATA_ELEMENT_ID,
  PRERENDERED,
  type PageRead,
  type RemoteName,
  SESSION_READ,
  serverDrawnPageOf,
  withPageHead,
} from '@chefs/contracts';
import { decideApiRoute } from '../proxy/api-routing';
import { forwardedHeaders } from '../proxy/forwarded-headers';

const logger = new Logger('ServerDrawnPages');

/** Draws the page at `url` of `remote`'s routes with its reads: the inner HTML of the page's root. */
type DrawPage = (remote: RemoteName, url: string, reads: readonly PageRead[]) => Promise<string>;

export interface PageRenderer {
  draw: DrawPage;
  /** Per portal, the page with its styles inline and the two marks of PRERENDERED.server. */
  templates: Partial<Record<RemoteName, string>>;
}

/**
 * The build's renderer: the bundles and templates tools/prerender.mjs leaves in
 * shell/dist-server (the same code that prerenders the landing page), or null when the build
 * made none (a development server).
 */
export function loadPageRenderer(shellDir: string): PageRenderer | null {
  // Absolute: STATIC_ROOT may be relative ("." by default), and createRequire takes no relative path.
  const dir = resolve(shellDir, PRERENDERED.server.directory);
  const shellFile = join(dir, 'shell.cjs');
  if (!existsSync(shellFile)) return null;
  // A Node require of the built files as they are on disk, never bundled into the gateway.
  const load = createRequire(shellFile);
  const { renderPage } = load(shellFile) as {
    renderPage: (
      url: string,
      remotes: Partial<Record<RemoteName, unknown>>,
      reads: readonly PageRead[],
    ) => Promise<string>;
  };
  const templates: PageRenderer['templates'] = {};
  const routes: Partial<Record<RemoteName, unknown>> = {};
  for (const [remote, file] of Object.entries(PRERENDERED.server.templates) as [RemoteName, string][]) {
    const routesFile = join(dir, `${remote}.cjs`);
    if (!existsSync(join(dir, file)) || !existsSync(routesFile)) continue;
    templates[remote] = readFileSync(join(dir, file), 'utf8');
    routes[remote] = (load(routesFile) as { default: unknown }).default;
  }
  if (!Object.keys(templates).length) return null;
  return { templates, draw: (remote, url, reads) => renderPage(url, { [remote]: routes[remote] }, reads) };
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
/**
 * Brotli at quality 5 for a kept page, compressed once per change of its data on the request that
 * draws it; quality 4 for a signed-in visitor's page, compressed on every visit (0.7 ms against
 * 1.4 ms for a chef's profile of 124 KB, 15.6 KB against 14.4 KB).
 */
const compress: Record<Encoding, (html: Buffer, everyVisit: boolean) => Buffer> = {
  br: (html, everyVisit) =>
    brotliCompressSync(html, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: everyVisit ? 4 : 5, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
  gzip: (html) => gzipSync(html, { level: 6 }),
};

/** JSON text with `<`, `>`, `&` and the line separators escaped: it cannot end its script element early. */
const scriptSafe = (json: string): string =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * One read as its BFF answered it: the JSON text, parsed only when the page is drawn. A kept page
 * is found by the hash of these texts and sent with them as they are: a landing page's three
 * reads parsed and written out again on every visit were a sixth of the gateway's CPU.
 */
interface ReadText {
  url: string;
  text: string;
}

export interface ServerDrawnOptions {
  /** Where each BFF listens: a read is asked of the one the route table names, as the browser's would be. */
  upstreams: Partial<Record<BffName, string>>;
  /** How long the reads may take before the visitor gets the plain shell instead. */
  readTimeoutMs?: number;
  /**
   * How long a BFF that let a read time out is not asked again for a page: meanwhile its pages
   * go out as the shell at once (prerendered where there is a file) instead of each waiting
   * `readTimeoutMs` first.
   */
  restAfterTimeoutMs?: number;
  /** Bound on the drawn pages kept (their HTML and its compressed copies). */
  maxCacheBytes?: number;
}

/** Why a read gave no page: said in the log when it is not a visitor's ordinary case. */
class ReadFailed extends Error {
  constructor(
    message: string,
    readonly ordinary: boolean,
  ) {
    super(message);
  }
}

/**
 * Pages drawn on the server with their data (docs/performance.md, "Pages drawn on the server"):
 * for a visitor without a session cookie the landing page, the first page of /recipes, /meals and
 * /chefs, and a recipe's and a dish's page; for a signed-in customer a chef's profile and the
 * home. Without this their content waited for the shell's scripts, the portal's code and then the
 * API: seven requests in a row on a phone's network.
 *
 * The gateway asks the BFFs for the page's reads (the URLs the page's hooks ask for, from
 * contracts), draws the page with the shell's renderer, and sends it with the reads in a JSON
 * element, so the browser hydrates it as it is and asks the API for nothing. A signed-out page
 * is kept (least recently used out) under the hash of its reads: the next visitor's reads,
 * answered from public-bff's read cache, find it while the data is the same, and a change of the
 * data draws it again at once. A signed-in page is someone's: its reads carry their cookie, it
 * starts with their session, and it is drawn for them alone and never kept. Where this cannot
 * serve (a read fails or is slow, nothing has this slug, the session is not a customer's, the
 * renderer throws), the caller sends the plain shell, which draws in the browser as before.
 */
export class ServerDrawnPages {
  private readonly pages: LRUCache<string, Drawn>;
  private readonly drawing = new Map<string, Promise<Drawn>>();
  private readonly readTimeoutMs: number;
  /** Per BFF that let a read time out, when it may be asked again (Date.now() ms). */
  private readonly resting = new Map<BffName, number>();

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
    { pathname, search, signedIn }: { pathname: string; search: string; signedIn: boolean },
    headers: Record<string, string>,
  ): Promise<boolean> {
    const page = serverDrawnPageOf(pathname, { signedIn, search });
    if (!page || !this.renderer.templates[page.remote]) return false;
    const { remote } = page;
    const reads = await this.read(request, page, signedIn);
    if (!reads) return false;
    let drawn: Drawn;
    try {
      // A signed-in visitor's page is drawn for them and kept by no one.
      drawn = signedIn ? await this.draw(remote, pathname, reads, '') : await this.kept(remote, pathname, reads);
    } catch (error) {
      logger.error(`Drawing ${pathname} failed; the shell draws it in the browser`, (error as Error).stack);
      return false;
    }

    const encoding = negotiate<Encoding>(request.headers['accept-encoding'] ?? '', ENCODINGS) ?? undefined;
    const body = encoding ? (drawn[encoding] ??= compress[encoding](drawn.html, signedIn)) : drawn.html;
    void reply
      .headers(headers)
      .header('content-type', 'text/html; charset=utf-8')
      .header('vary', [headers.vary, 'accept-encoding'].filter(Boolean).join(', '));
    if (encoding) void reply.header('content-encoding', encoding);
    if (signedIn) {
      // Someone's page: no cache may keep it, not even the browser's for the back button.
      void reply.header('cache-control', 'private, no-store');
    } else {
      const etag = `"${drawn.tag}${encoding ? `-${encoding}` : ''}"`;
      void reply.header('cache-control', 'no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        await reply.status(304).send();
        return true;
      }
    }
    void reply.header('content-length', body.length);
    await reply.send(request.method === 'HEAD' ? undefined : body);
    return true;
  }

  /**
   * The page's reads, each from the BFF the route table names, or null when one fails, is late,
   * or finds nothing. A signed-in visitor's carry their cookie and where the request came from
   * (as the proxy forwards them), and their session must be a customer's.
   */
  private async read(request: FastifyRequest, page: DrawnPage, signedIn: boolean): Promise<ReadText[] | null> {
    // A BFF that hangs would cost every visit of its pages the whole timeout; after one timeout it
    // rests (restAfterTimeoutMs), and its pages are drawn in the browser, as when it is down. A
    // hand-written pause, not a circuit-breaker library: the reads already have their timeout,
    // and a time per BFF is all the state this needs.
    const services = page.reads.map((url) => {
      const decision = decideApiRoute('GET', url);
      return decision.kind === 'proxy' ? decision.route.service : undefined;
    });
    const now = Date.now();
    if (services.some((service) => service && (this.resting.get(service) ?? 0) > now)) return null;
    const signal = AbortSignal.timeout(this.readTimeoutMs);
    try {
      const headers = signedIn
        ? forwardedHeaders(request, { accept: 'application/json', cookie: request.headers.cookie })
        : { accept: 'application/json' };
      const reads = await Promise.all(
        page.reads.map(async (url, i) => {
          const service = services[i];
          const upstream = service ? this.options.upstreams[service] : undefined;
          if (!upstream) throw new ReadFailed(`no service answers ${url}`, false);
          // undici's own request, not Node's fetch built on it: the WHATWG layers of fetch cost a
          // landing page's three reads half the gateway's CPU (pages/s: fetch 480-560, this 720-1,000).
          const res = await undiciRequest(new URL(url, upstream), {
            headers: headers as Record<string, string>,
            signal,
          });
          // 401 (a session that ended), 403 and 404 are a visitor's ordinary cases: the browser says them.
          if (res.statusCode !== 200) {
            await res.body.dump();
            throw new ReadFailed(`${url} answered ${res.statusCode}`, res.statusCode < 500);
          }
          return { url, text: await res.body.text() };
        }),
      );
      if (signedIn) {
        const session = reads.find((read) => read.url === SESSION_READ);
        return session && (JSON.parse(session.text) as { role?: unknown } | null)?.role === 'customer' ? reads : null;
      }
      // Nothing has this slug: the shell draws the page's "not found" in the browser, as before,
      // and made-up slugs cannot fill the cache. A list with nothing on it is drawn (its empty state).
      return page.item && reads.some(({ text }) => isEmptyPage(JSON.parse(text))) ? null : reads;
    } catch (error) {
      if (signal.aborted) {
        const restMs = this.options.restAfterTimeoutMs ?? 10_000;
        const asked = [...new Set(services)].filter((service) => service !== undefined);
        for (const service of asked) this.resting.set(service, Date.now() + restMs);
        logger.warn(
          `The page's reads took over ${this.readTimeoutMs} ms; pages that read from ${asked.join(', ')} are drawn in the browser for the next ${restMs / 1000} s`,
        );
      } else if (!(error instanceof ReadFailed && error.ordinary))
        logger.warn(`The page's reads failed; the shell draws it in the browser (${(error as Error).message})`);
      return null;
    }
  }

  /** A signed-out page drawn with these reads: kept, being drawn for another visitor, or drawn now. */
  private async kept(remote: RemoteName, pathname: string, reads: ReadText[]): Promise<Drawn> {
    const hash = createHash('sha256').update(pathname);
    for (const { url, text } of reads) hash.update('\0').update(url).update('\0').update(text);
    const tag = hash.digest('base64url');
    const kept = this.pages.get(tag);
    if (kept) return kept;
    let drawing = this.drawing.get(tag);
    if (!drawing) {
      drawing = this.draw(remote, pathname, reads, tag).finally(() => this.drawing.delete(tag));
      this.drawing.set(tag, drawing);
    }
    const page = await drawing;
    this.pages.set(tag, page);
    return page;
  }

  private async draw(remote: RemoteName, pathname: string, reads: ReadText[], tag: string): Promise<Drawn> {
    const { pageMark, dataMark } = PRERENDERED.server;
    const parsed: PageRead[] = reads.map(({ url, text }) => ({ url, body: JSON.parse(text) as unknown }));
    const root = await this.renderer.draw(remote, pathname, parsed);
    // The reads as PageRead[] JSON, each body the BFF's own text.
    const json = `[${reads.map(({ url, text }) => `{"url":${JSON.stringify(url)},"body":${text}}`).join(',')}]`;
    const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafe(json)}</script>`;
    const html = withPageHead(this.renderer.templates[remote]!, root)
      .replace(pageMark, () => root)
      .replace(dataMark, () => data);
    return { html: Buffer.from(html), tag };
  }
}

/** A page of a list (`{ items: [] }`) with nothing on it. */
const isEmptyPage = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && Array.isArray((body as { items?: unknown }).items)
    ? (body as { items: unknown[] }).items.length === 0
    : false;
