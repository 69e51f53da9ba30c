import { expect, test } from '@playwright/test';
import { checkScreen } from './a11y';
import { BASE_URL } from './playwright.config';
import { atlantaDate, bookChef, payWithCard, signedInPage } from './support';

// The admin dashboard's seven tabs at phone and desktop width: each loads its data, passes axe
// (no serious or critical violation), never scrolls the page sideways, shows its own tab selected
// (scrolled into sight where the tabs are wider than a phone), and is kept as a screenshot.

const TABS = [
  { id: 'overview', name: 'Overview', ready: 'Total Revenue' },
  { id: 'applications', name: 'Applications', ready: /Showing \d+–\d+ of \d+ applications?|No applications yet/ },
  { id: 'chefs', name: 'Chefs', ready: /Showing \d+–\d+ of \d+ chefs/ },
  { id: 'bookings', name: 'Bookings', ready: /Showing \d+–\d+ of \d+ bookings/ },
  { id: 'recipes', name: 'Recipes', ready: /Showing \d+–\d+ of \d+ recipes/ },
  { id: 'users', name: 'Users', ready: /Showing \d+–\d+ of \d+ users/ },
  { id: 'requests', name: 'Requests', ready: /Showing \d+–\d+ of \d+ requests?|No open requests/ },
] as const;

// One test per tab and width: seven axe scans in one test outran its timeout on a busy machine.
for (const width of [390, 1440]) {
  for (const tab of TABS) {
    test(`admin ${tab.name} tab at ${width} px: data, axe, no sideways scroll`, async ({ browser }) => {
      const page = await signedInPage(browser, 'admin@demo.test', width);
      await page.goto(tab.id === 'overview' ? '/admin' : `/admin?tab=${tab.id}`);
      const selected = page.getByRole('tab', { name: tab.name });
      await expect(selected).toHaveAttribute('aria-selected', 'true');
      // On a phone the tabs scroll sideways: the one opened is scrolled into sight (all but the
      // pixel of its underline that overlaps the list's border, -mb-px, which the list clips).
      await expect(selected).toBeInViewport({ ratio: 0.95 });
      await expect(page.getByRole('tabpanel').getByText(tab.ready).first()).toBeVisible();
      if (tab.id === 'overview') {
        // Each pending application's name, specialty and date show whole (at 390 px the names
        // once shrank to "Jo…" beside the date and the Approve button).
        const lines = page.getByRole('region', { name: 'Pending Applications' }).getByRole('listitem').locator('p');
        await expect(lines.first()).toBeVisible();
        const cut = await lines.evaluateAll((ps) =>
          ps.filter((p) => p.scrollWidth > p.clientWidth).map((p) => p.textContent),
        );
        expect(cut).toEqual([]);
      }
      await checkScreen(page, `admin-${tab.id}`);
      await page.context().close();
    });
  }
}

for (const width of [390, 1440]) {
  test(`an admin reads a whole application before deciding, at ${width} px`, async ({ browser }) => {
    const page = await signedInPage(browser, 'admin@demo.test', width);
    await page.goto('/admin?tab=applications');
    const card = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'applicant@demo.test' });
    const toggle = card.getByRole('button', { name: /Application details/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['About', 'Phone', 'Experience', 'Services', 'Quiz scores', 'References'])
      await expect(card.getByText(label, { exact: true })).toBeVisible();
    await expect(card.getByText(/Food safety \d+%/)).toBeVisible();
    await checkScreen(page, 'admin-application-details');
    await page.context().close();
  });
}

test('setting a booking to Cancelled asks first (at 1440 and 390 px); Keep booking leaves it as it was', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'admin@demo.test');
  await page.goto('/admin?tab=bookings');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(/Showing \d+–\d+ of \d+ bookings/)).toBeVisible();
  // The first booking on the page that is not cancelled already.
  const select = panel
    .locator('select[aria-label^="Status of "]:not(:has(option[value="cancelled"]:checked))')
    .filter({ visible: true })
    .first();
  const before = await select.inputValue();
  expect(before).not.toBe('cancelled');
  await select.selectOption('cancelled');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^Cancel booking #\d+\?$/ })).toBeVisible();
  await checkScreen(page, 'admin-cancel-booking-dialog');
  // The same question on a phone: the dialog fits 390 px and stays open through the resize.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeInViewport();
  await checkScreen(page, 'admin-cancel-booking-dialog');
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByRole('button', { name: 'Keep booking' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(select).toHaveValue(before);
  await expect(select).toBeFocused();
  await page.context().close();
});

test('a keyboard walks a booking status select without saving; Escape puts it back (WCAG 3.2.2)', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'admin@demo.test');
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().includes('/api/admin/bookings/')) saves.push(r.url());
  });
  await page.goto('/admin?tab=bookings');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(/Showing \d+–\d+ of \d+ bookings/)).toBeVisible();
  const select = panel.locator('select[aria-label^="Status of "]').filter({ visible: true }).first();
  const before = await select.inputValue();
  await select.focus();
  // Chromium on Linux changes a closed select's value with the arrow keys: each is a draft here.
  await page.keyboard.press(before === 'pending' ? 'ArrowDown' : 'ArrowUp');
  await expect(select).not.toHaveValue(before);
  await expect(select).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(select).toHaveValue(before);
  await page.keyboard.press('Tab');
  await page.waitForTimeout(300);
  expect(saves).toEqual([]);
  await page.context().close();
});

/** Unsafe API calls carry the site's Origin, as the browser's own calls do. */
const SAME_ORIGIN = { Origin: BASE_URL };

test('Requests: an admin marks a customer’s schedule request handled and it leaves the open list', async ({
  browser,
}) => {
  const customer = await signedInPage(browser, 'customer@demo.test');
  const notes = `Mark-handled check ${Date.now()}`;
  const created = await customer.request.post('/api/schedule-requests', {
    headers: SAME_ORIGIN,
    data: { bookingType: 'single', dates: [atlantaDate(12)], timeSlot: 'evening', notes },
  });
  expect(created.status()).toBe(201);
  await customer.context().close();

  const admin = await signedInPage(browser, 'admin@demo.test', 390);
  await admin.goto('/admin?tab=requests');
  const panel = admin.getByRole('tabpanel');
  const row = panel.getByRole('listitem').filter({ hasText: notes });
  // Oldest first: the new request is on the last page.
  for (let page = 1; (await row.count()) === 0; page++) {
    await expect(panel.getByText(`Page ${page} of`)).toBeVisible();
    if ((await row.count()) > 0) break;
    const next = panel.getByRole('button', { name: 'Next' });
    expect(await next.isEnabled(), 'the new request is on some page').toBe(true);
    await next.click();
    await expect(panel.getByText(`Page ${page + 1} of`)).toBeVisible();
  }
  await expect(row.getByRole('heading', { name: 'Casey Morgan' })).toBeVisible();
  await checkScreen(admin, 'admin-requests-open');

  const [answer] = await Promise.all([
    admin.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/admin/schedule-requests/')),
    row.getByRole('button', { name: /^Mark handled: request from Casey Morgan/ }).click(),
  ]);
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({
    status: 'closed',
    notes,
    handledById: expect.any(String),
    handledAt: expect.any(String),
  });
  await expect(admin.getByText('Request marked handled', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await checkScreen(admin, 'admin-requests-handled');

  // The server agrees: after a reload the request is on no page of the open list.
  const open = await admin.request.get('/api/admin/schedule-requests?pageSize=100');
  const { items, total } = (await open.json()) as { items: { notes: string | null }[]; total: number };
  expect(total).toBeLessThanOrEqual(100);
  expect(items.some((r) => r.notes === notes)).toBe(false);
  await admin.context().close();
});

test('an admin cancels a booking while its checkout is open; the payment that lands afterwards is refunded', async ({
  browser,
}) => {
  const admin = await signedInPage(browser, 'admin@demo.test');
  const chefs = (await (await admin.request.get('/api/admin/chefs?pageSize=100')).json()) as {
    items: { id: number; name: string; isApproved: boolean; isActive: boolean }[];
  };
  const chef = chefs.items.find((c) => c.isApproved && c.isActive && c.name !== 'Marcus Bennett');
  expect(chef, 'an approved chef other than Marcus').toBeDefined();

  // The customer books and opens the checkout (the PaymentIntent exists), but has not paid yet.
  const customer = await signedInPage(browser, 'customer@demo.test');
  const bookingId = await bookChef(customer, chef!, { date: atlantaDate(27), slot: 'morning' });
  await expect(customer.getByLabel('Card number')).toBeVisible();

  // The admin cancels it: nothing was paid, so nothing is refunded yet.
  const cancelled = await admin.request.patch(`/api/admin/bookings/${bookingId}/status`, {
    headers: SAME_ORIGIN,
    data: { status: 'cancelled' },
  });
  expect(cancelled.status()).toBe(200);
  expect(await cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });

  // The open checkout still pays the intent at Stripe; its webhook reaches customer-bff afterwards.
  await payWithCard(customer);

  // payment_intent.succeeded marks it paid and, the booking being cancelled, refunds it at once.
  await expect
    .poll(
      async () =>
        ((await (await customer.request.get(`/api/bookings/${bookingId}`)).json()) as { paymentStatus: string })
          .paymentStatus,
      { timeout: 20_000 },
    )
    .toBe('refunded');
  await customer.goto(`/bookings/${bookingId}`);
  const main = customer.getByRole('main');
  await expect(main.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(main.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await admin.context().close();
  await customer.context().close();
});
