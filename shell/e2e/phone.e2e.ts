import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// A phone: every page fits the width, and the header's mobile menu carries the links and account actions.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const publicPages: [string, RegExp | string][] = [
  ['/', /A private chef for every Atlanta table/],
  ['/recipes', 'Recipes'],
  ['/recipes/southern-shrimp-and-grits', 'Southern Shrimp and Grits'],
  ['/meals', "Chef's Collection"],
  ['/chefs?zip=30306&cuisine=italian', 'Find a Chef'],
  ['/signin', 'Welcome back'],
  ['/chef-signin', 'Chef sign in'],
  ['/customer-signup', 'Join as a Customer'],
  ['/chef-application', 'Chef Application'],
];

for (const [path, heading] of publicPages) {
  test(`${path} fits a 390 px phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await expectNoSideways(page);
  });
}

test('a visitor finds the links and the sign-up choices in the mobile menu', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Recipes' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Join as Customer' })).toBeVisible();
  await menu.getByRole('link', { name: 'Recipes' }).click();
  await expect(page).toHaveURL(/\/recipes$/);
  await expectNoSideways(page);
});

test('a signed-in customer sees the greeting and signs out from the mobile menu', async ({ page }) => {
  await signIn(page, 'customer@demo.test');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: /Welcome back, Casey/ })).toBeVisible();
  await expectNoSideways(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByText('Hi, Casey')).toBeVisible();
  await menu.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
