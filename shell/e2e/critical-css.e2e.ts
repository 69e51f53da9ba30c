import { expect, test, type Browser, type Page } from '@playwright/test';
import { checkScreen } from './a11y';
import { hydrated, signIn } from './support';

// docs/performance.md, "Critical CSS": a page drawn from HTML carries only the rules its own
// elements use, and the shell loads the whole sheets once the portal's part has hydrated.

/** The inline CSS of the page and the deferred links to its whole sheets. */
const inlineAndDeferred = (page: Page) =>
  page.evaluate(() => ({
    inline: [...document.querySelectorAll('head style')].reduce((n, s) => n + (s.textContent?.length ?? 0), 0),
    deferred: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-deferred]')].map(
      (l) => l.href,
    ),
  }));

/**
 * Every property of every element of the page (and of its `::before`, `::after` and
 * `::placeholder`) with the page's critical CSS, then again with its whole sheets loaded: the
 * differences, as `element pseudo property: before → after`, at most 20.
 */
const differencesOnceWhole = (page: Page) =>
  page.evaluate(async () => {
    const elements = [...document.querySelectorAll('body *')].filter((e) => !e.closest('script, noscript, style'));
    const pseudos = [null, '::before', '::after', '::placeholder'];
    const read = () =>
      elements.flatMap((element) =>
        pseudos.map((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          const values = new Map<string, string>();
          for (let i = 0; i < style.length; i++) values.set(style[i], style.getPropertyValue(style[i]));
          return values;
        }),
      );
    const before = read();
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-deferred]')];
    await Promise.all(
      links.map(
        (link) =>
          new Promise((resolve, reject) => {
            link.onload = resolve;
            link.onerror = () => reject(new Error(`${link.href} did not load`));
            link.removeAttribute('disabled');
          }),
      ),
    );
    const after = read();
    const differences: string[] = [];
    after.forEach((values, i) => {
      const element = elements[Math.floor(i / pseudos.length)];
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${pseudos[i % pseudos.length] ?? ''}`;
      for (const [property, value] of values)
        if (before[i].get(property) !== value && differences.length < 20)
          differences.push(`${name} ${property}: ${before[i].get(property)} → ${value}`);
    });
    return {
      elements: elements.length,
      rules: links.reduce((n, l) => n + (l.sheet?.cssRules.length ?? 0), 0),
      differences,
    };
  });

/** Opens `path` with the app's scripts held back, so the page stays as drawn, at each width. */
async function compareAtWidths(browser: Browser, path: string, email?: string): Promise<void> {
  for (const width of [390, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    if (email) await signIn(page, email);
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(path);
    const { inline, deferred } = await inlineAndDeferred(page);
    expect(deferred, `${path}: the whole sheets wait`).toHaveLength(2);
    const { elements, rules, differences } = await differencesOnceWhole(page);
    expect(elements, path).toBeGreaterThan(30);
    expect(rules, `${path}: the whole sheets loaded`).toBeGreaterThan(10);
    expect(differences, `${path} at ${width} px: styled as with the whole sheets`).toEqual([]);
    expect(inline, path).toBeGreaterThan(1000);
    await context.close();
  }
}

test.describe('critical CSS', () => {
  // Each page drawn on the server (or prerendered, /signin), signed out, and a signed-in customer's.
  const PAGES: [string, string?][] = [
    ['/'],
    ['/recipes'],
    ['/meals'],
    ['/chefs'],
    ['/recipes/beef-wellington'],
    ['a dish'],
    ['/signin'],
    ['/home', 'customer@demo.test'],
    ['/chef/1', 'customer@demo.test'],
  ];
  for (const [path, email] of PAGES)
    test(`styles ${path}${email ? ' (signed in)' : ''} exactly as its whole stylesheets do, at 390 and 1440 px`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      let url = path;
      if (path === 'a dish') {
        const dishes = (await (await request.get('/api/recipes?collection=fine_dining&limit=1')).json()) as {
          items: { slug: string }[];
        };
        url = `/meals/${dishes.items[0].slug}`;
      }
      await compareAtWidths(browser, url, email);
    });

  test('loads the whole sheets once the page has hydrated: a menu opened then is styled', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/chefs');
    await hydrated(page);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => ({
            deferred: l.hasAttribute('data-deferred') || l.disabled,
            rules: l.sheet?.cssRules.length ?? 0,
          })),
        ),
      )
      .toEqual([expect.objectContaining({ deferred: false }), expect.objectContaining({ deferred: false })]);
    // The whole sheets hold more than the page had inline.
    const { inline, whole } = await page.evaluate(() => ({
      inline: [...document.querySelectorAll('head style')].reduce((n, s) => n + (s.textContent?.length ?? 0), 0),
      whole: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
        .flatMap((l) => [...(l.sheet?.cssRules ?? [])])
        .reduce((n, rule) => n + rule.cssText.length, 0),
    }));
    expect(whole).toBeGreaterThan(inline * 1.5);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Recipes' })).toBeVisible();
    await checkScreen(page, 'critical-css-chefs-menu');
    await context.close();
  });
});
