import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadPageRenderer } from '../src/static/server-drawn';
import { listeningGateway, writeUnder as write } from './support';
import { closedPortUrl } from './upstream';

/** A BFF as the drawn pages meet it: an answer per URL, which a test may change or slow down. */
class FakeBff {
  readonly seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  readonly answers = new Map<string, { status: number; body: unknown; delayMs?: number }>();
  private server?: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      if (req.url === '/healthz') return void res.writeHead(200).end('{"status":"ok"}');
      this.seen.push({ url: req.url ?? '', headers: req.headers });
      const answer = this.answers.get(req.url ?? '') ?? { status: 200, body: { items: [], nextCursor: null } };
      setTimeout(
        () => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body)),
        answer.delayMs ?? 0,
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

const TEMPLATE =
  '<!doctype html><html><head><style>body{}</style></head><body>' +
  '<div id="root" data-prerendered=""><!--page--></div><!--page-data--><script src="/main.js"></script></body></html>';

const CUSTOMER_TEMPLATE = TEMPLATE.replace('body{}', 'body{}.customer{}');

/**
 * The build's renderer, stood in for by one that draws the title of the item it is given (a
 * recipe's, or on a customer's page the chef's or home's name, with the visitor's first name), or
 * of each list's first item (a recipe's title, a chef's name), and counts its draws (a title of
 * "boom" makes it throw).
 */
const RENDERER = `
globalThis.__draws = 0;
const titleOf = (body) => {
  const first = body.items ? body.items[0] : body;
  return first ? first.title || first.name : 'nothing yet';
};
exports.renderPage = async (url, remotes, reads) => {
  globalThis.__draws += 1;
  const [portal] = Object.keys(remotes);
  if (typeof remotes[portal] !== 'function') throw new Error('no routes');
  const title = portal === 'customer' ? titleOf(reads[1].body) : reads.map((read) => titleOf(read.body)).join(' · ');
  if (title === 'boom') throw new Error('boom');
  const who = portal === 'customer' ? ' for ' + reads[0].body.firstName : '';
  return '<main data-portal="' + portal + '" data-url="' + url + '"><h1>' + title.replace(/</g, '&lt;') + who + '</h1></main>';
};`;

const draws = (): number => (globalThis as unknown as { __draws: number }).__draws;

const recipe = (title: string, description = 'Creamy stone-ground grits.') => ({
  items: [{ id: 1, title, slug: 'shrimp-and-grits', description }],
  nextCursor: null,
});

describe('pages drawn on the server', () => {
  const publicBff = new FakeBff();
  const customerBff = new FakeBff();
  const RECIPE_READ = '/api/recipes?slug=shrimp-and-grits&limit=5';
  const DISH_READ = '/api/recipes?collection=fine_dining&slug=duck-a-l-orange&limit=5';
  let root: string;
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    await publicBff.start();
    await customerBff.start();
    root = mkdtempSync(join(tmpdir(), 'gateway-drawn-'));
    write(root, 'shell/dist/index.html', '<!doctype html><title>shell</title>');
    write(root, 'shell/dist/prerendered/_signed-out.html', '<!doctype html><title>signed-out shell</title>');
    write(root, 'shell/dist/prerendered/index.html', '<!doctype html><title>prerendered landing</title>');
    write(root, 'shell/dist/prerendered/recipes.html', '<!doctype html><title>prerendered recipes</title>');
    write(root, 'shell/dist-server/page.html', TEMPLATE);
    write(root, 'shell/dist-server/shell.cjs', RENDERER);
    write(root, 'shell/dist-server/public.cjs', 'exports.default = function PublicRoutes() {};');
    write(root, 'shell/dist-server/page-customer.html', CUSTOMER_TEMPLATE);
    write(root, 'shell/dist-server/customer.cjs', 'exports.default = function CustomerRoutes() {};');
    const down = await closedPortUrl();
    ({ app, base } = await listeningGateway({
      NODE_ENV: 'test',
      STATIC_ROOT: root,
      PUBLIC_BFF_URL: publicBff.url,
      CUSTOMER_BFF_URL: customerBff.url,
      CHEF_BFF_URL: down,
      ADMIN_BFF_URL: down,
    }));
  });

  afterAll(async () => {
    await app?.close();
    await publicBff.stop();
    await customerBff.stop();
    rmSync(root, { recursive: true, force: true });
  });

  beforeEach(() => {
    for (const bff of [publicBff, customerBff]) {
      bff.answers.clear();
      bff.seen.length = 0;
    }
  });

  const page = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${base}${path}`, { method, headers: { accept: 'text/html', 'accept-encoding': 'identity', ...headers } });
  /** The JSON the page carries for the browser's first render. */
  const pageData = (html: string): unknown =>
    JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]);

  it('draws a recipe with the answer of its read, and carries that answer in a JSON element that cannot end early', async () => {
    const answer = recipe('Shrimp & Grits', 'Not a tag: </script><script>alert(1)</script> \u2028');
    publicBff.answers.set(RECIPE_READ, { status: 200, body: answer });
    const res = await page('/recipes/shrimp-and-grits');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toBe('cookie, accept-encoding');
    expect(res.headers.get('link')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain(
      '<div id="root" data-prerendered=""><main data-portal="public" data-url="/recipes/shrimp-and-grits"><h1>Shrimp & Grits</h1></main></div>' +
        '<script type="application/json" id="page-data">',
    );
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the data element's and /main.js's
    expect(pageData(html)).toEqual([{ url: RECIPE_READ, body: answer }]);
    expect(publicBff.seen).toEqual([
      { url: RECIPE_READ, headers: expect.objectContaining({ accept: 'application/json' }) },
    ]);
  });

  it('keeps a drawn page while its data is the same, and draws it again once the data changes', async () => {
    publicBff.answers.set(RECIPE_READ, { status: 200, body: recipe('Low Country Shrimp') });
    const first = await (await page('/recipes/shrimp-and-grits')).text();
    const drawn = draws();
    const again = await (await page('/recipes/shrimp-and-grits')).text();
    expect(again).toBe(first);
    expect(draws()).toBe(drawn);
    expect(publicBff.seen).toHaveLength(2); // asked each time: the data decides, not a clock

    publicBff.answers.set(RECIPE_READ, { status: 200, body: recipe('Low Country Shrimp, renamed') });
    expect(await (await page('/recipes/shrimp-and-grits')).text()).toContain('<h1>Low Country Shrimp, renamed</h1>');
    expect(draws()).toBe(drawn + 1);
  });

  it('draws a dish from the fine-dining read', async () => {
    publicBff.answers.set(DISH_READ, { status: 200, body: recipe("Duck à l'Orange") });
    const html = await (await page('/meals/duck-a-l-orange')).text();
    expect(html).toContain("<h1>Duck à l'Orange</h1>");
    expect(publicBff.seen.map((s) => s.url)).toEqual([DISH_READ]);
  });

  it('sends the page compressed as the browser accepts, with a validator per encoding', async () => {
    publicBff.answers.set(RECIPE_READ, { status: 200, body: recipe('Shrimp & Grits') });
    const plain = await page('/recipes/shrimp-and-grits');
    const html = await plain.text();
    const br = await page('/recipes/shrimp-and-grits', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const gzip = await page('/recipes/shrimp-and-grits', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    // (fetch decodes them; the next test reads the bytes themselves)
    expect(await br.text()).toBe(html);
    expect(await gzip.text()).toBe(html);
    const tags = [plain, br, gzip].map((r) => r.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);

    const revalidated = await page('/recipes/shrimp-and-grits', { 'if-none-match': tags[0]! });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    const head = await page('/recipes/shrimp-and-grits', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(html));
  });

  it('compresses to bytes that decompress to the page', async () => {
    publicBff.answers.set(RECIPE_READ, { status: 200, body: recipe('Shrimp & Grits') });
    const html = await (await page('/recipes/shrimp-and-grits')).text();
    const raw = (encoding: string) =>
      new Promise<Buffer>((resolve, reject) => {
        const req = request(`${base}/recipes/shrimp-and-grits`, {
          headers: { accept: 'text/html', 'accept-encoding': encoding },
        });
        req.on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
        });
        req.on('error', reject).end();
      });
    expect(brotliDecompressSync(await raw('br')).toString()).toBe(html);
    expect(gunzipSync(await raw('gzip')).toString()).toBe(html);
  });

  describe("the landing page and each catalogue's first page, for a visitor", () => {
    const LANDING_READS = [
      '/api/chefs?limit=6',
      '/api/recipes?collection=hub&limit=6',
      '/api/recipes?collection=fine_dining&limit=6',
    ];
    const chefs = { items: [{ id: 4, name: 'Ana Ortiz' }], nextCursor: null };

    it('draws the landing page with its three lists, asked at once, an empty list as its empty state', async () => {
      publicBff.answers.set(LANDING_READS[0], { status: 200, body: chefs });
      publicBff.answers.set(LANDING_READS[1], { status: 200, body: recipe('Shrimp & Grits') });
      // no fine-dining dish yet: the FakeBff's default answer, an empty page
      const res = await page('/');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('etag')).toBeTruthy();
      const html = await res.text();
      expect(html).toContain(
        '<main data-portal="public" data-url="/"><h1>Ana Ortiz · Shrimp & Grits · nothing yet</h1>',
      );
      expect(pageData(html)).toEqual([
        { url: LANDING_READS[0], body: chefs },
        { url: LANDING_READS[1], body: recipe('Shrimp & Grits') },
        { url: LANDING_READS[2], body: { items: [], nextCursor: null } },
      ]);
      expect(publicBff.seen.map((s) => s.url).sort()).toEqual([...LANDING_READS].sort());
    });

    it('draws the first page of /recipes, /meals and /chefs, even with nothing on it', async () => {
      publicBff.answers.set('/api/recipes?collection=hub&limit=12', { status: 200, body: recipe('Shrimp & Grits') });
      publicBff.answers.set('/api/chefs/search?limit=12', { status: 200, body: chefs });
      expect(await (await page('/recipes')).text()).toContain('<h1>Shrimp & Grits</h1>');
      expect(await (await page('/meals')).text()).toContain('data-url="/meals"><h1>nothing yet</h1>');
      expect(await (await page('/chefs')).text()).toContain('<h1>Ana Ortiz</h1>');
      expect(publicBff.seen.map((s) => s.url)).toEqual([
        '/api/recipes?collection=hub&limit=12',
        '/api/recipes?collection=fine_dining&limit=12',
        '/api/chefs/search?limit=12',
      ]);
    });

    it('sends the prerendered page instead when a read fails, and to a signed-in visitor or a filtered list', async () => {
      publicBff.answers.set(LANDING_READS[2], { status: 503, body: { message: 'Service temporarily unavailable' } });
      expect(await (await page('/')).text()).toContain('prerendered landing');
      expect(await (await page('/recipes?category=healthy')).text()).toContain('prerendered recipes');
      publicBff.seen.length = 0;
      expect(await (await page('/', { cookie: 'chefs.sid=s%3Aabc.def' })).text()).toContain('<title>shell</title>');
      expect(publicBff.seen).toEqual([]);
    });
  });

  it('loads the renderer from a STATIC_ROOT given relative to the working directory (the default is ".")', async () => {
    const renderer = loadPageRenderer(relative(process.cwd(), join(root, 'shell')));
    expect(renderer?.templates).toEqual({ public: TEMPLATE, customer: CUSTOMER_TEMPLATE });
    await expect(
      renderer!.draw('public', '/recipes/x', [{ url: RECIPE_READ, body: recipe('Grits') }]),
    ).resolves.toContain('<h1>Grits</h1>');
    expect(loadPageRenderer(relative(process.cwd(), root))).toBeNull(); // no dist-server there
  });

  describe("a signed-in customer's chef profile and home", () => {
    const COOKIE = 'chefs.sid=s%3Acasey.sig';
    const casey = { id: 7, email: 'casey@example.com', firstName: 'Casey', lastName: 'Reed', role: 'customer' };
    const chef = { id: 4, name: 'Ana Ortiz', bio: 'Sunday suppers.' };
    const reviews = { items: [{ id: 1, rating: 5, comment: 'Superb' }], nextCursor: null };
    const answerChefPage = (session: unknown = casey) => {
      publicBff.answers.set('/api/auth/user', { status: 200, body: session });
      publicBff.answers.set('/api/chefs/4', { status: 200, body: chef });
      publicBff.answers.set('/api/reviews/chef/4?limit=3', { status: 200, body: reviews });
    };

    it("draws a chef's profile with the visitor's session, asked with their cookie, in the customer portal's page, kept by no cache", async () => {
      answerChefPage();
      const res = await page('/chef/4', { cookie: COOKIE, 'x-forwarded-for': '203.0.113.9' });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('etag')).toBeNull();
      expect(res.headers.get('vary')).toBe('cookie, accept-encoding');
      expect(res.headers.get('link')).toBeNull();
      const html = await res.text();
      expect(html).toContain('.customer{}');
      expect(html).toContain('<main data-portal="customer" data-url="/chef/4"><h1>Ana Ortiz for Casey</h1></main>');
      expect(pageData(html)).toEqual([
        { url: '/api/auth/user', body: casey },
        { url: '/api/chefs/4', body: chef },
        { url: '/api/reviews/chef/4?limit=3', body: reviews },
      ]);
      expect(publicBff.seen.map((s) => s.url).sort()).toEqual([
        '/api/auth/user',
        '/api/chefs/4',
        '/api/reviews/chef/4?limit=3',
      ]);
      for (const { headers } of publicBff.seen)
        expect(headers).toEqual(
          expect.objectContaining({
            cookie: COOKIE,
            'x-forwarded-for': '203.0.113.9, 127.0.0.1',
            'x-forwarded-host': expect.any(String),
          }),
        );
    });

    it('draws each visit anew, for that visitor alone, and sends it compressed', async () => {
      answerChefPage();
      const drawn = draws();
      await page('/chef/4', { cookie: COOKIE });
      answerChefPage({ ...casey, id: 8, firstName: 'Jordan' });
      const other = await page('/chef/4', { cookie: 'chefs.sid=s%3Ajordan.sig', 'accept-encoding': 'br' });
      expect(other.headers.get('content-encoding')).toBe('br');
      expect(await other.text()).toContain('<h1>Ana Ortiz for Jordan</h1>');
      expect(draws()).toBe(drawn + 2);
    });

    it('draws the home from customer-bff', async () => {
      publicBff.answers.set('/api/auth/user', { status: 200, body: casey });
      customerBff.answers.set('/api/home', { status: 200, body: { name: 'Your home' } });
      const html = await (await page('/home', { cookie: COOKIE })).text();
      expect(html).toContain('<h1>Your home for Casey</h1>');
      expect(customerBff.seen).toEqual([{ url: '/api/home', headers: expect.objectContaining({ cookie: COOKIE }) }]);
    });

    it("sends the shell when the session has ended or is not a customer's, when the chef is unknown, or a read fails", async () => {
      const shell = async () => {
        const res = await page('/chef/4', { cookie: COOKIE });
        expect(res.headers.get('cache-control')).not.toBe('private, no-store');
        expect(await res.text()).toContain('<title>shell</title>');
      };
      answerChefPage();
      publicBff.answers.set('/api/auth/user', { status: 401, body: { message: 'Unauthorized' } });
      await shell();
      answerChefPage({ ...casey, role: 'chef' });
      await shell();
      answerChefPage();
      publicBff.answers.set('/api/chefs/4', { status: 404, body: { message: 'Chef Not Found' } });
      await shell();
      answerChefPage();
      publicBff.answers.set('/api/reviews/chef/4?limit=3', {
        status: 503,
        body: { message: 'Service temporarily unavailable' },
      });
      await shell();
    });
  });

  describe('the plain shell instead, drawn in the browser as before', () => {
    const expectShell = async (res: Response) => {
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('signed-out shell');
    };

    it('for a signed-in visitor on a recipe (their header is their own), without asking public-bff', async () => {
      publicBff.answers.set(RECIPE_READ, { status: 200, body: recipe('Shrimp & Grits') });
      const res = await page('/recipes/shrimp-and-grits', { cookie: 'chefs.sid=s%3Aabc.def' });
      expect(await res.text()).toContain('<title>shell</title>');
      expect(publicBff.seen).toEqual([]);
    });

    it("for a signed-in visitor's page that is not a chef's profile or the home", async () => {
      for (const path of ['/bookings', '/schedule', '/chef/abc', '/chef/4?tab=reviews'])
        expect(await (await page(path, { cookie: 'chefs.sid=s%3Aabc.def' })).text()).toContain('<title>shell</title>');
      expect([...publicBff.seen, ...customerBff.seen]).toEqual([]);
    });

    it('for a page with a query string, and for a page that is not drawn on the server', async () => {
      await expectShell(await page('/recipes/shrimp-and-grits?from=mail'));
      await expectShell(await page('/chef/4'));
      await expectShell(await page('/signin'));
      expect(publicBff.seen).toEqual([]);
    });

    it('when nothing has the slug', async () => {
      await expectShell(await page('/recipes/shrimp-and-grits'));
      expect(publicBff.seen).toHaveLength(1);
    });

    it('when the renderer throws', async () => {
      publicBff.answers.set(RECIPE_READ, { status: 200, body: recipe('boom') });
      await expectShell(await page('/recipes/shrimp-and-grits'));
    });

    // Last in this file: a read that times out rests public-bff for the rest of the run.
    it('when public-bff fails or is slow; after a timeout, without asking it for a while', async () => {
      publicBff.answers.set(RECIPE_READ, { status: 503, body: { message: 'Service temporarily unavailable' } });
      await expectShell(await page('/recipes/shrimp-and-grits'));
      publicBff.answers.set(RECIPE_READ, { status: 200, body: recipe('Shrimp & Grits') });
      expect(await (await page('/recipes/shrimp-and-grits')).text()).toContain('<h1>Shrimp & Grits</h1>'); // a 503 is quick: no rest
      publicBff.answers.set(RECIPE_READ, { status: 200, body: recipe('Shrimp & Grits'), delayMs: 2500 });
      const started = Date.now();
      await expectShell(await page('/recipes/shrimp-and-grits'));
      expect(Date.now() - started).toBeLessThan(2400);
      // It hangs: the next visits are not made to wait for it again.
      const asked = publicBff.seen.length;
      const next = Date.now();
      await expectShell(await page('/recipes/shrimp-and-grits'));
      expect(await (await page('/')).text()).toContain('prerendered landing');
      expect(Date.now() - next).toBeLessThan(500);
      expect(publicBff.seen).toHaveLength(asked);
    }, 10_000);
  });
});
