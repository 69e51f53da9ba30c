import { expect, test, type Page, type Response } from '@playwright/test';
import { signIn } from './support';

/** The URLs a page's `Link` header preloads, in order. */
function preloadsOf(response: Response | null): string[] {
  const link = response?.headers()['link'] ?? '';
  return [...link.matchAll(/<([^>]+)>;\s*rel=preload/g)].map((m) => m[1]);
}

/** Every request for the config, a portal's manifest or the API, by path and query; and what the console said. */
function watch(page: Page): { requests: string[]; console: string[] } {
  const seen = { requests: [] as string[], console: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(api\/|config\.json|remotes\/[a-z]+\/mf-manifest\.json)/.test(url.pathname))
      seen.requests.push(`${url.pathname}${url.search}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || /preload/i.test(message.text())) seen.console.push(message.text());
  });
  return seen;
}

// docs/performance.md, "Preloaded first reads": a page's HTML names what it fetches first, and
// the shell, the federation runtime and the portal's hooks use those responses: nothing twice.
test.describe('preloaded first reads', () => {
  test("a signed-in visitor's recipe page starts its config, portal, session and recipe with the document, and fetches none again", async ({
    page,
  }) => {
    // (A signed-out visitor gets the page drawn on the server instead: prerendered.e2e.ts.)
    await signIn(page, 'customer@demo.test');
    const { items } = (await (await page.request.get('/api/recipes?limit=1')).json()) as {
      items: { title: string; slug: string }[];
    };
    const seen = watch(page);
    const response = await page.goto(`/recipes/${items[0].slug}`);
    await expect(page.getByRole('heading', { level: 1, name: items[0].title })).toBeVisible();
    const preloads = preloadsOf(response);
    expect(preloads).toEqual([
      '/config.json',
      '/remotes/public/mf-manifest.json',
      '/api/auth/user',
      `/api/recipes?slug=${items[0].slug}&limit=5`,
    ]);
    await page.waitForLoadState('networkidle');
    for (const url of preloads) expect(seen.requests.filter((r) => r === url)).toHaveLength(1);
    expect(seen.console).toEqual([]);
  });

  test("a signed-in customer's reservations preload the session and their list, each used once; their home and a chef's profile come drawn", async ({
    page,
  }) => {
    await signIn(page, 'customer@demo.test');
    const seen = watch(page);
    const response = await page.goto('/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'My Reservations' })).toBeVisible();
    const preloads = preloadsOf(response);
    expect(preloads).toEqual([
      '/config.json',
      '/remotes/customer/mf-manifest.json',
      '/api/auth/user',
      '/api/bookings?limit=20',
    ]);
    await page.waitForLoadState('networkidle');
    for (const url of preloads)
      expect(
        seen.requests.filter((r) => r === url),
        url,
      ).toHaveLength(1);
    expect(seen.console).toEqual([]);
    // Drawn on the server with their data (prerendered.e2e.ts): nothing to preload.
    for (const path of ['/home', '/chef/1']) expect(preloadsOf(await page.goto(path)), path).toEqual([]);
  });

  test('a prerendered or drawn page preloads nothing; a filtered list preloads no list', async ({ page }) => {
    // Its first paint is in its own HTML, which preloads would slow down on a phone's network.
    expect(preloadsOf(await page.goto('/recipes'))).toEqual([]);
    const { items } = (await (await page.request.get('/api/recipes?limit=1')).json()) as { items: { slug: string }[] };
    expect(preloadsOf(await page.goto(`/recipes/${items[0].slug}`))).toEqual([]);
    await signIn(page, 'customer@demo.test');
    expect(preloadsOf(await page.goto('/recipes?category=healthy'))).toEqual([
      '/config.json',
      '/remotes/public/mf-manifest.json',
      '/api/auth/user',
    ]);
  });
});
