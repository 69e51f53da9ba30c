import { expect, test, type Page } from '@playwright/test';
import { checkScreen } from './a11y';
import { signIn } from './support';

// Issue 12: the admin tables filter on the server. An admin filters the bookings by status (the
// filter stays in the URL through a reload and Back) and searches the users by name, at phone
// and desktop width; each state passes axe, never scrolls sideways, and is kept as a screenshot.

/** The status dropdowns of the bookings shown at this width (a card list on phones, a table from md up). */
const bookingStatuses = (page: Page) =>
  page.getByRole('tabpanel').locator('select[aria-label^="Status of"]').filter({ visible: true });

for (const width of [390, 1440]) {
  test(`an admin filters bookings by status and searches users at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test');

    await page.goto('/admin?tab=bookings');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText(/Showing \d+–\d+ of \d+ bookings/)).toBeVisible();
    const all = Number(
      (await panel.getByText(/Showing \d+–\d+ of \d+ bookings/).textContent())?.match(/of (\d+)/)?.[1],
    );

    const filter = panel.getByRole('search', { name: 'Filter bookings' });
    await filter.getByLabel('Status', { exact: true }).selectOption('cancelled');
    await expect(page).toHaveURL(/[?&]status=cancelled/);
    await expect(panel.getByText(/Showing \d+–\d+ of \d+ bookings/)).toBeVisible();
    await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
    const cancelled = Number(
      (await panel.getByText(/Showing \d+–\d+ of \d+ bookings/).textContent())?.match(/of (\d+)/)?.[1],
    );
    expect(cancelled).toBeGreaterThan(0);
    expect(cancelled).toBeLessThan(all);
    const statuses = bookingStatuses(page);
    expect(await statuses.count()).toBe(Math.min(cancelled, 20));
    for (const select of await statuses.all()) await expect(select).toHaveValue('cancelled');
    await checkScreen(page, 'admin-bookings-filtered');

    // A reload, and Back from another page, show the same filtered rows.
    await page.reload();
    await expect(page.getByRole('tabpanel').getByLabel('Status', { exact: true })).toHaveValue('cancelled');
    await expect(bookingStatuses(page).first()).toHaveValue('cancelled');
    await page.goto('/');
    await page.goBack();
    await expect(page).toHaveURL(/tab=bookings.*status=cancelled|status=cancelled.*tab=bookings/);
    await expect(page.getByRole('tabpanel').getByLabel('Status', { exact: true })).toHaveValue('cancelled');
    await expect(bookingStatuses(page)).toHaveCount(Math.min(cancelled, 20));

    // Users: a search of part of a name, once typing pauses.
    await page.getByRole('tab', { name: 'Users' }).click();
    const users = page.getByRole('tabpanel');
    await expect(users.getByText(/Showing \d+–\d+ of \d+ users/)).toBeVisible();
    const search = users.getByRole('searchbox', { name: 'Search users' });
    await search.pressSequentially('thomp', { delay: 40 });
    await expect(page).toHaveURL(/[?&]q=thomp(&|$)/);
    await expect(users.getByText('Showing 1–1 of 1 user')).toBeVisible();
    await expect(users.getByText('nia.thompson@demo.test').filter({ visible: true })).toBeVisible();
    await expect(users.getByText('customer@demo.test')).toHaveCount(0);
    await checkScreen(page, 'admin-users-search');

    // A search that matches nobody says so and offers to clear it.
    await search.fill('nobody-by-this-name');
    await expect(users.getByRole('heading', { name: 'No users match these filters' })).toBeVisible();
    await checkScreen(page, 'admin-users-no-match');
    await users.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(users.getByText(/Showing 1–\d+ of \d+ users/)).toBeVisible();
    expect(new URL(page.url()).searchParams.get('q')).toBeNull();
    await context.close();
  });
}
