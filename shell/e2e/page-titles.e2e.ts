import { expect, test, type APIRequestContext } from '@playwright/test';
import { hydrated, signedInPage } from './support';

/** Every page is titled by its heading (pageTitle, @chefs/contracts): in its HTML, and as the app moves on. */

const SITE = 'Chefs Atlanta · Private chefs in metro Atlanta';
const titled = (heading: string) => `${heading} · Chefs Atlanta`;

/** The <title> of the HTML the gateway answers, before any script has run. */
async function servedTitle(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  return /<title>([^<]*)<\/title>/.exec(await res.text())?.[1] ?? '';
}

test.describe('page titles', () => {
  test('a prerendered or drawn page comes with its title; curl and link previews (*/*) get the same page', async ({
    request,
  }) => {
    expect(await servedTitle(request, '/')).toBe(SITE);
    expect(await servedTitle(request, '/recipes')).toBe(titled('Recipes'));
    expect(await servedTitle(request, '/meals')).toBe(titled('Chef&#x27;s Collection'));
    expect(await servedTitle(request, '/recipes/sheet-pan-chicken-fajita-bowls')).toBe(
      titled('Sheet-Pan Chicken Fajita Bowls'),
    );
    expect(await servedTitle(request, '/meals/beef-wellington')).toBe(titled('Beef Wellington'));
    // No recipe, no page drawn: the shell, titled once the app has drawn "Recipe Not Found" (below).
    expect(await servedTitle(request, '/recipes/no-such-recipe')).toBe(SITE);
    const preview = await request.get('/recipes/sheet-pan-chicken-fajita-bowls', { headers: { accept: '*/*' } });
    expect(preview.status()).toBe(200);
    const html = await preview.text();
    expect(html).toContain(`<title>${titled('Sheet-Pan Chicken Fajita Bowls')}</title>`);
    // The preview's card: the same title, and the recipe's own description (the page's shows it too).
    expect(html).toContain(`<meta property="og:title" content="${titled('Sheet-Pan Chicken Fajita Bowls')}">`);
    const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(description).not.toContain('Book vetted private chefs');
    expect(html).toContain(`<meta property="og:description" content="${description}">`);
    expect(html).toContain(`>${description}</p>`);
    expect((await request.get('/no-such-file.js', { headers: { accept: '*/*' } })).status()).toBe(404);
  });

  test('the title follows the page as a visitor moves through the site, back and forward', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(SITE);
    await expect(page.locator('#page-announcer')).toHaveText('');
    await hydrated(page); // a page loaded whole is not announced: this is a move within the app
    await page.getByRole('banner').getByRole('link', { name: 'Recipes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
    await expect(page).toHaveTitle(titled('Recipes'));
    // Said to screen readers too, once the new page has its heading (the first page is not announced).
    await expect(page.locator('#page-announcer')).toHaveText(titled('Recipes'));
    await page.getByRole('link', { name: 'Sheet-Pan Chicken Fajita Bowls' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sheet-Pan Chicken Fajita Bowls' })).toBeVisible();
    await expect(page).toHaveTitle(titled('Sheet-Pan Chicken Fajita Bowls'));
    await expect(page.locator('#page-announcer')).toHaveText(titled('Sheet-Pan Chicken Fajita Bowls'));
    await page.goBack();
    await expect(page).toHaveTitle(titled('Recipes'));
    await page.goBack();
    await expect(page).toHaveTitle(SITE);
    await page.goto('/recipes/no-such-recipe');
    await expect(page).toHaveTitle(titled('Recipe Not Found'));
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle(titled('404 Page Not Found'));
  });

  test("a signed-in customer's and an admin's pages are titled too", async ({ browser }) => {
    const customer = await signedInPage(browser, 'customer@demo.test');
    // Signed in, "/" is the customer's reservations, titled as such (the landing page's slogan is not).
    await customer.goto('/');
    await expect(customer).toHaveTitle(titled('My Reservations'));
    await customer.goto('/customer-portal');
    await expect(customer).toHaveTitle(titled('My Reservations'));
    await customer.goto('/schedule');
    await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();
    const heading = (await customer.getByRole('heading', { level: 1 }).textContent())!.trim();
    await expect(customer).toHaveTitle(titled(heading));
    await customer.goto('/booking/999999');
    await expect(customer).toHaveTitle(titled('Chef Not Found'));
    await customer.context().close();

    const admin = await signedInPage(browser, 'admin@demo.test');
    await admin.goto('/admin');
    await expect(admin).toHaveTitle(titled('Admin Dashboard'));
    await admin.context().close();
  });
});
