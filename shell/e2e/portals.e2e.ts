import { expect, test } from '@playwright/test';
import { checkScreen } from './a11y';
import { signedInPage, signIn, signOut } from './support';

test.describe('visitor', () => {
  test('sees the landing page with chefs from the catalogue and both header menus', async ({ page }) => {
    await page.goto('/');
    const chefs = page.locator('#chefs');
    await expect(chefs.getByText(/From \$\d+(\.\d{2})?\/person/).first()).toBeVisible();
    await expect(chefs.getByText(/From \$\d+(\.\d{2})?\/person/)).toHaveCount(6);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Recipes' })).toBeVisible();
    await banner.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('menuitem', { name: /Customer/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Chef/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await banner.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('menuitem', { name: 'Join as Customer' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Apply as Chef' })).toBeVisible();
  });

  test('gets the 404 card on an unknown path', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
  });

  test('is told they are signed out by the API', async ({ request }) => {
    const res = await request.get('/api/auth/user');
    expect(res.status()).toBe(401);
    expect(await res.text()).toContain('Unauthorized');
  });
});

test.describe('customer', () => {
  test('signs in, sees their home from live data, and signs out', async ({ page }) => {
    await signIn(page, 'customer@demo.test');
    await expect(page.getByRole('banner').getByText('Hi, Casey')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: /Welcome back, Casey/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All' })).toBeVisible();
    await signOut(page);
    const res = await page.request.get('/api/auth/user');
    expect(res.status()).toBe(401);
  });

  test('without a chef profile sees the prompt to apply in the chef portal', async ({ page }) => {
    await signIn(page, 'customer@demo.test');
    await page.goto('/chef-portal');
    await expect(page.getByRole('link', { name: /apply/i }).first()).toBeVisible();
  });

  test('is refused the admin dashboard', async ({ page }) => {
    await signIn(page, 'customer@demo.test');
    await page.goto('/admin');
    await expect(page.getByText('Access Denied', { exact: true })).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
    const res = await page.request.get('/api/admin/overview');
    expect(res.status()).toBe(403);
  });
});

test.describe('chef', () => {
  test('signs in and sees their chef profile in the chef portal', async ({ page }) => {
    await signIn(page, 'chef@demo.test');
    await page.goto('/chef-portal');
    await expect(page.getByText('Marcus').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /apply/i })).toHaveCount(0);
    await signOut(page);
  });

  test('an applicant sees the status of their application', async ({ page }) => {
    await signIn(page, 'applicant@demo.test');
    await page.goto('/chef-portal');
    await expect(page.getByText('Pending Review')).toBeVisible();
    await expect(
      page.getByText("Your application is being reviewed. We'll contact you within 48 hours with an update."),
    ).toBeVisible();
  });
});

test.describe('admin', () => {
  test('signs in, follows the Admin link and sees the overview counts', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Total Revenue')).toBeVisible();
    await expect(page.getByText(/\$\d[\d,]*\.\d{2}/).first()).toBeVisible();
    await expect(page.getByText('Active Chefs')).toBeVisible();
    await expect(page.getByText('Pending Bookings')).toBeVisible();
    await expect(page.getByText('Published Recipes')).toBeVisible();
    await signOut(page);
  });
});

test.describe('customer pages for other accounts', () => {
  for (const width of [390, 1440]) {
    test(`a chef lands in the portal from /, and a customer page says it is for customers, at ${width} px`, async ({
      browser,
    }) => {
      const page = await signedInPage(browser, 'chef@demo.test', width);
      await page.goto('/');
      await page.waitForURL((url) => url.pathname === '/chef-portal');
      const asked: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/api/') && path !== '/api/auth/user') asked.push(path);
      });
      await page.goto('/schedule');
      await expect(page.getByRole('heading', { level: 1, name: 'Customer accounts only' })).toBeVisible();
      await expect(
        page.getByText(
          "Booking chefs and reservations are for customer accounts. You're signed in with a chef account.",
        ),
      ).toBeVisible();
      await checkScreen(page, 'customer-only-chef');
      await page.getByRole('link', { name: 'Go to the chef portal' }).click();
      await page.waitForURL((url) => url.pathname === '/chef-portal');
      expect(asked.filter((path) => !path.startsWith('/api/chef'))).toEqual([]);
      await page.context().close();
    });
  }
});
