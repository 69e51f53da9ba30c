import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './support';

const chefDist = path.resolve(__dirname, '../../mfe-chef/dist');
const hidden = `${chefDist}.down`;

test.describe('a remote that is down', () => {
  test.afterEach(() => {
    if (fs.existsSync(hidden)) fs.renameSync(hidden, chefDist);
  });

  test('leaves the header and the other portals working, and recovers on retry', async ({ page }) => {
    fs.renameSync(chefDist, hidden);
    await page.goto('/chef-portal');
    await expect(page.getByText('This section is unavailable right now.')).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Recipes' })).toBeVisible();

    await page.goto('/');
    await expect(page.locator('#chefs').getByText(/From \$/).first()).toBeVisible();

    fs.renameSync(hidden, chefDist);
    await page.goto('/chef-portal');
    // Signed out, the chef portal sends visitors to chef sign-in once it loads again.
    await page.waitForURL((url) => url.pathname === '/chef-signin');
  });

  test('shows a retry button that loads the remote once it is back', async ({ page }) => {
    fs.renameSync(chefDist, hidden);
    await page.goto('/chef-portal');
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    fs.renameSync(hidden, chefDist);
    await retry.click();
    await page.waitForURL((url) => url.pathname === '/chef-signin');
  });
});

test('React is loaded once on a page that shows two remotes', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.url());
  });
  await signIn(page, 'customer@demo.test');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: /Welcome back, Casey/ })).toBeVisible();
  // Client-side navigation into the public remote: both remotes now live on one page.
  await page.getByRole('banner').getByRole('link', { name: 'Recipes' }).click();
  await expect(page).toHaveURL(/\/recipes$/);
  const loaded = await page.evaluate(() => {
    const g = globalThis as unknown as { __CHEFS_REACT__?: Set<unknown>; __CHEFS_REMOTES__?: Set<string> };
    return { reactCopies: g.__CHEFS_REACT__?.size ?? 0, remotes: [...(g.__CHEFS_REMOTES__ ?? [])].sort() };
  });
  expect(loaded.remotes).toEqual(expect.arrayContaining(['customer', 'public']));
  expect(loaded.reactCopies).toBe(1);
  // And no remote shipped its own react-dom: only the host's copy was fetched.
  const reactDomChunks = scripts.filter((u) => /react-dom/.test(u));
  expect(reactDomChunks.every((u) => !u.includes('/remotes/'))).toBe(true);
});
