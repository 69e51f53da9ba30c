import { expect, test } from '@playwright/test';
import { checkScreen } from './a11y';
import { signedInPage, signIn } from './support';

// The operators' tools through the gateway: the admin dashboard links to the queue dashboard
// (Bull Board over the worker's queues, admins only); the mail viewer link is for development
// only, so the e2e stack (NODE_ENV=test) shows none.

test('an admin opens the queue dashboard from the admin dashboard and sees every queue', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin');
  const operations = page.getByRole('navigation', { name: 'Operations' });
  const link = operations.getByRole('link', { name: 'Queue dashboard (opens in a new tab)' });
  await expect(link).toHaveAttribute('href', '/api/admin/queues');
  await expect(operations.getByRole('link', { name: /Mail viewer/ })).toHaveCount(0);
  await checkScreen(page, 'admin-operations-links');

  const [board] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await board.waitForLoadState();
  await expect(board).toHaveTitle('Chefs queues');
  for (const queue of ['email', 'push', 'reminders', 'maintenance']) {
    await expect(board.getByRole('link', { name: queue, exact: true }).first()).toBeVisible();
  }
  const api = await board.request.get('/api/admin/queues/api/queues');
  expect(api.status()).toBe(200);
  await context.close();
});

test('the queue dashboard is refused to customers (403) and to the signed out (401)', async ({ browser }) => {
  const customer = await signedInPage(browser, 'customer@demo.test');
  expect((await customer.request.get('/api/admin/queues')).status()).toBe(403);
  expect((await customer.request.get('/api/admin/queues/api/queues')).status()).toBe(403);
  const anonymous = await browser.newContext();
  expect((await anonymous.request.get('/api/admin/queues')).status()).toBe(401);
  await anonymous.close();
  await customer.context().close();
});

test('at 390 px the operations links wrap under the title without sideways scroll', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: /Queue dashboard/ })).toBeVisible();
  await checkScreen(page, 'admin-operations-links-phone');
  await context.close();
});
