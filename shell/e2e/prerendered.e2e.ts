import { expect, test, type Page } from '@playwright/test';
import { checkScreen } from './a11y';
import { hydrated, signIn } from './support';

/**
 * Console errors of the page, and any message saying hydration went wrong (React's, or the
 * shell's warning), and any request for the session: a prerendered page is only served to a
 * visitor without a session cookie, so the shell knows they are signed out without asking
 * (and Chrome logs no failed request for a 401).
 */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /drawn anew|hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/user') problems.push(`asked for the session: ${request.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Holds the page's requests for `url` until the returned function is called, then lets them go on. */
async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue().catch(() => {}); // the page that asked may have gone by then
  });
  return release;
}

// docs/performance.md, "Prerendered pages": the public pages come as HTML with their styles inline.
test.describe('prerendered public pages', () => {
  test('paint without JavaScript: the landing page, the recipe hub, the dishes and the chef search', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'A private chef for every Atlanta table' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Recipes' })).toBeHidden(); // the phone's menu
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();
    // Drawn on the server with its data (docs/performance.md, "Pages drawn on the server"): the lists too.
    await expect(page.locator('#chefs').getByText(/From \$\d+(\.\d{2})?\/person/)).toHaveCount(6);
    // What still needs JavaScript is said in a bar above the header (web.config.mjs, NO_SCRIPT_NOTICE).
    // (Playwright's text and role engines do not look inside <noscript>: found by CSS.)
    const notice = page.locator('noscript > p');
    await expect(notice).toBeVisible();
    expect(await notice.textContent()).toBe(
      'Turn on JavaScript to use Chefs Atlanta: searching, signing in and booking need it.',
    );
    expect((await notice.boundingBox())!.y).toBeLessThan((await page.getByRole('banner').boundingBox())!.y);
    await page.screenshot({ path: 'test-results/screens/prerendered-landing-no-js-390.png', fullPage: true });
    for (const [path, list] of [
      ['/recipes', 'Recipes'],
      ['/meals', 'Dishes'],
      ['/chefs', 'Matching chefs'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('#root[data-prerendered] h1')).toBeVisible();
      await expect(page.getByRole('list', { name: list }).getByRole('listitem').first()).toBeVisible();
    }
    // Links are plain links: without any script, a recipe's card opens its page, drawn on the server.
    await page.goto('/recipes');
    const card = page.getByRole('list', { name: 'Recipes' }).getByRole('listitem').first().getByRole('link');
    const title = (await card.textContent())!;
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await context.close();
  });

  test('are hydrated in place: the page keeps its markup and data, asks the API for nothing and answers clicks', async ({
    page,
  }) => {
    const problems = hydrationProblems(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) reads.push(request.url());
    });
    // Its stylesheets came inline: the scripts must not fetch and apply them a second time.
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    const response = await page.goto('/');
    expect(await response!.text()).toContain('data-prerendered');
    const heading = page.getByRole('heading', { level: 1, name: 'A private chef for every Atlanta table' });
    await expect(heading).toBeVisible();
    // The prerendered heading is the one React adopted: marked now, still marked once the data is in.
    await heading.evaluate((el) => el.setAttribute('data-seen', 'before-hydration'));
    await expect(page.locator('#chefs').getByText(/From \$\d+(\.\d{2})?\/person/)).toHaveCount(6);
    await expect(page.locator('h1[data-seen="before-hydration"]')).toHaveCount(1);
    expect(stylesheets).toEqual([]);
    await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('menuitem', { name: /Customer/ })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(reads).toEqual([]); // its three lists came with the page

    // Its controls are inert until hydrated (nothing typed into them could be lost), then it searches.
    const recipes = await page.goto('/recipes');
    const html = await recipes!.text();
    expect(html).toMatch(/<div id="root" data-prerendered="">/);
    expect(html).toMatch(/<input inert="" data-until-hydrated=""[^>]*type="search"/);
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('SHRIMP'); // waits for non-inert
    await hydrated(page);
    await expect(page.locator('[inert], [data-until-hydrated]')).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('SHRIMP');
    await expect(page.getByRole('list', { name: 'Recipes' }).getByRole('listitem')).toHaveCount(2);
    await checkScreen(page, 'prerendered-recipes');
    expect(problems).toEqual([]);
  });

  // Only the controls wait for React (render-page.tsx, withControlsInert): links are plain links.
  test("before the portal's code is in, its links are followed and its controls wait", async ({ page }) => {
    const problems = hydrationProblems(page);
    const release = await holdRequests(page, '**/remotes/public/**');
    await page.goto('/');
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    await expect(signIn).toHaveAttribute('inert', '');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByLabel('ZIP code')).toHaveAttribute('inert', '');
    const card = page.locator('#recipes').getByRole('listitem').first().getByRole('link');
    const href = (await card.getAttribute('href'))!;
    const title = (await card.textContent())!;
    await card.click();
    await expect(page).toHaveURL(href);
    release();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save recipe' })).not.toHaveAttribute('inert');
    expect(problems).toEqual([]);
  });

  // useScrollOnNavigate: a page just loaded is left where the visitor has it. Hydration used to
  // scroll it to the top, so a card tapped as the page started was missed (the tap landed on
  // whatever had moved under it).
  test('a visitor who scrolls while the page starts keeps their place, and their tap opens the card', async ({
    page,
  }) => {
    const problems = hydrationProblems(page);
    // The shell's script waits until the visitor has scrolled: its start is what hydrates the page.
    const release = await holdRequests(page, /\/main\.[0-9a-f]+\.js$/);
    await page.goto('/recipes', { waitUntil: 'commit' }); // its load waits for the held script
    const card = page.getByRole('link', { name: 'Southern Shrimp and Grits' });
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    release();
    await hydrated(page);
    // Hydration and the page's first effects are done: the page is where the visitor left it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await card.click();
    await expect(page).toHaveURL(/\/recipes\/southern-shrimp-and-grits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Southern Shrimp and Grits' })).toBeVisible();
    // A new page of the app starts at its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
  });

  test('every other page of a signed-out visitor draws without asking for the session', async ({ page }) => {
    const problems = hydrationProblems(page);
    // A slug nothing has: no page is drawn on the server, the shell draws "not found".
    const response = await page.goto('/recipes/no-recipe-has-this-slug');
    expect(await response!.text()).toContain('<div id="root" data-signed-out="">');
    await expect(page.getByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  // docs/performance.md, "Pages drawn on the server".
  test("a recipe's and a dish's page come drawn with their data and hydrate without asking the API", async ({
    browser,
    page,
  }) => {
    const first = async (query: string) =>
      (
        (await (await page.request.get(`/api/recipes?${query}&limit=1`)).json()) as {
          items: { title: string; slug: string; description: string }[];
        }
      ).items[0];
    const recipe = await first('collection=hub');
    const dish = await first('collection=fine_dining');

    // Without JavaScript: the item is in the HTML.
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const still = await noJs.newPage();
    for (const [path, item] of [
      [`/recipes/${recipe.slug}`, recipe],
      [`/meals/${dish.slug}`, dish],
    ] as const) {
      await still.goto(path);
      await expect(
        still.locator('#root[data-prerendered]').getByRole('heading', { level: 1, name: item.title }),
      ).toBeVisible();
    }
    await expect(still.getByText(dish.description)).toBeVisible();
    await noJs.close();

    // With it: React adopts the drawn markup, asks the API for nothing, and the page answers.
    const problems = hydrationProblems(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) reads.push(request.url());
    });
    const response = await page.goto(`/recipes/${recipe.slug}`);
    expect(response!.headers()['link']).toBeUndefined();
    const heading = page.getByRole('heading', { level: 1, name: recipe.title });
    await expect(heading).toBeVisible();
    await heading.evaluate((el) => el.setAttribute('data-seen', 'before-hydration'));
    const save = page.getByRole('button', { name: 'Save recipe' });
    await save.click(); // waits for the button to leave `inert`
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await hydrated(page);
    await expect(page.locator('h1[data-seen="before-hydration"]')).toHaveCount(1);
    await save.click();
    await checkScreen(page, 'drawn-recipe');
    await page.setViewportSize({ width: 390, height: 844 });
    await checkScreen(page, 'drawn-recipe');
    expect(reads).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("a signed-in customer's chef profile and home come drawn with their session and data, and hydrate without asking the API", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'customer@demo.test');
    const chef = (await (await page.request.get('/api/chefs/1')).json()) as { name: string; bio: string };

    // Without JavaScript (the same session cookie): the chef, the greeting and the home are in the HTML.
    const noJs = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      storageState: await context.storageState(),
    });
    const still = await noJs.newPage();
    const response = await still.goto('/chef/1');
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    const drawn = still.locator('#root[data-prerendered]');
    await expect(drawn.getByRole('heading', { level: 1, name: chef.name })).toBeVisible();
    await expect(drawn.getByText(chef.bio)).toBeVisible();
    await expect(drawn.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await still.goto('/home');
    await expect(drawn.getByRole('heading', { level: 1, name: 'Welcome back, Casey' })).toBeVisible();
    await noJs.close();

    // With it: React adopts the drawn markup, asks the API for nothing, and the page answers.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /drawn anew|hydrat/i.test(message.text()))
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) reads.push(request.url());
    });
    await page.goto('/chef/1');
    const heading = page.getByRole('heading', { level: 1, name: chef.name });
    await expect(heading).toBeVisible();
    await heading.evaluate((el) => el.setAttribute('data-seen', 'before-hydration'));
    await hydrated(page);
    await expect(page.locator('h1[data-seen="before-hydration"]')).toHaveCount(1);
    await checkScreen(page, 'drawn-chef-profile');
    await page.setViewportSize({ width: 390, height: 844 });
    await checkScreen(page, 'drawn-chef-profile');
    expect(reads).toEqual([]);
    await page.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/booking\/1$/);

    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Casey' })).toBeVisible();
    await hydrated(page);
    await checkScreen(page, 'drawn-home');
    await page.setViewportSize({ width: 1440, height: 900 });
    await checkScreen(page, 'drawn-home');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('are not served to a signed-in visitor, who gets their reservations at /', async ({ page }) => {
    await signIn(page, 'customer@demo.test');
    const response = await page.goto('/');
    expect(await response!.text()).not.toContain('data-prerendered');
    await expect(page.getByRole('banner').getByText('Hi, Casey')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'A private chef for every Atlanta table' })).toHaveCount(
      0,
    );
  });
});
