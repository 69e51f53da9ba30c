import { expect, test, type Page } from '@playwright/test';
import { checkScreen } from './a11y';
import { atlantaDate, signIn, signedInPage } from './support';

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

/** The status dropdowns' names of the bookings shown: each names its client and date. */
const shownBookings = async (page: Page) =>
  Promise.all((await bookingStatuses(page).all()).map((s) => s.getAttribute('aria-label')));

// The bookings grow without end, so their pages are named by cursors (docs/paging.md): Next asks
// for the rows after the page's last, Previous for those before its first, and the URL keeps the
// cursor and the order, so a reload shows the same rows.
for (const width of [390, 1440]) {
  test(`an admin pages through the bookings with Next and Previous at ${width} px`, async ({ browser, baseURL }) => {
    const admin = await signedInPage(browser, 'admin@demo.test', width);
    const total = async () =>
      ((await (await admin.request.get('/api/admin/bookings?pageSize=1')).json()) as { total: number }).total;
    // More than one page: the demo customer books chefs near the end of the booking window, as
    // other tests book them at random dates (no test counts a customer's bookings).
    if ((await total()) <= 20) {
      const customer = await signedInPage(browser, 'customer@demo.test');
      const chefs = ((await (await customer.request.get('/api/chefs?limit=12')).json()) as { items: { id: number }[] })
        .items;
      const slots = ['morning', 'afternoon', 'evening'] as const;
      for (let tries = 0; (await total()) <= 20 && tries < 30; tries++) {
        const res = await customer.request.post('/api/bookings', {
          headers: { Origin: new URL(baseURL!).origin },
          data: {
            chefId: chefs[chefs.length - 1 - (tries % 3)].id,
            serviceType: 'meal_prep',
            eventDate: atlantaDate(80 + Math.floor(tries / 9)),
            eventTime: slots[Math.floor(tries / 3) % 3],
            guestCount: 2,
            clientName: 'Casey Morgan',
            clientEmail: 'customer@demo.test',
            clientAddress: '742 Virginia Ave NE, Atlanta, GA 30306',
          },
        });
        expect([201, 409], await res.text()).toContain(res.status());
      }
      await customer.context().close();
    }

    await admin.goto('/admin?tab=bookings');
    const panel = admin.getByRole('tabpanel');
    // The page that says `text` is shown and no longer loading.
    const settled = async (text: RegExp) => {
      await expect(panel.getByText(text)).toBeVisible();
      await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
    };
    await expect(panel.getByText(/Showing 1–20 of \d+ bookings/)).toBeVisible();
    const first = await shownBookings(admin);
    expect(first).toHaveLength(20);

    await panel.getByRole('button', { name: 'Next' }).click();
    await settled(/Page 2 of/);
    await expect(admin).toHaveURL(/[?&]page=2&after=[\w-]+/);
    const second = await shownBookings(admin);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((b) => first.includes(b))).toEqual([]);
    await checkScreen(admin, 'admin-bookings-page-2');

    // A reload shows the same rows; Previous goes back to the first page, without a cursor.
    await admin.reload();
    await expect(panel.getByText(/Page 2 of/)).toBeVisible();
    expect(await shownBookings(admin)).toEqual(second);
    await panel.getByRole('button', { name: 'Previous' }).click();
    await settled(/Showing 1–20 of \d+ bookings/);
    expect(await shownBookings(admin)).toEqual(first);
    expect(new URL(admin.url()).searchParams.has('after')).toBe(false);

    // The order is in the URL too (`sort`, `dir`): page 2 sorted by client comes back after a
    // reload in that order, rather than by event date from page 1 (its cursor holds its order).
    const orderBy = (label: string) =>
      panel.getByRole('search', { name: 'Filter bookings' }).getByLabel(label, { exact: true });
    await orderBy('Sort by').selectOption('clientName');
    await orderBy('Order').selectOption('asc');
    await expect(admin).toHaveURL(/[?&]sort=clientName&dir=asc$/);
    await settled(/Showing 1–20 of \d+ bookings/);
    const firstByClient = await shownBookings(admin);
    await panel.getByRole('button', { name: 'Next' }).click();
    await settled(/Page 2 of/);
    await expect(admin).toHaveURL(/[?&]sort=clientName&dir=asc&page=2&after=[\w-]+/);
    const secondByClient = await shownBookings(admin);
    expect(secondByClient.length).toBeGreaterThan(0);
    expect(secondByClient.filter((b) => firstByClient.includes(b))).toEqual([]);
    await checkScreen(admin, 'admin-bookings-by-client-page-2');

    await admin.reload();
    await settled(/Page 2 of/);
    await expect(orderBy('Sort by')).toHaveValue('clientName');
    await expect(orderBy('Order')).toHaveValue('asc');
    expect(new URL(admin.url()).searchParams.get('sort')).toBe('clientName');
    expect(new URL(admin.url()).searchParams.get('page')).toBe('2');
    expect(await shownBookings(admin)).toEqual(secondByClient);
    await admin.context().close();
  });
}
