import { expect, test, type Page } from '@playwright/test';
import { checkScreen } from './a11y';
import { atlantaDate, bookChef, payWithCard, signedInPage, signIn } from './support';

// A chef opens the portal, finds the tabs Profile / Bookings / Earnings, accepts a pending
// booking and sees it counted in earnings (docs/product.md §2 Chef portal, §8 toasts).

async function earningsFigures(page: Page): Promise<{ count: number; total: string }> {
  await page.getByRole('tab', { name: 'Earnings' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Total earnings')).toBeVisible();
  const count = Number(await panel.locator('dt:text-is("Confirmed bookings") + dd').textContent());
  const total = (await panel.locator('dt:text-is("Total earnings") + dd').textContent()) ?? '';
  return { count, total };
}

test.describe('chef portal', () => {
  test('shows the tabs, accepts a pending booking and counts it in earnings', async ({ page }) => {
    await signIn(page, 'chef@demo.test', '/chef-portal');
    await page.goto('/chef-portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Chef Portal' })).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Profile', 'Bookings', 'Earnings']);
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await checkScreen(page, 'chef-profile');

    const before = await earningsFigures(page);
    await checkScreen(page, 'chef-earnings');

    await page.getByRole('tab', { name: 'Bookings' }).click();
    const pending = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Accept' }) })
      .first();
    await expect(pending).toBeVisible();
    await checkScreen(page, 'chef-bookings');

    await pending.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('dialog')).toContainText('refunded');
    await checkScreen(page, 'chef-decline-dialog');
    await page.getByRole('button', { name: 'Keep booking' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    const heading = (await pending.getByRole('heading').textContent()) ?? '';
    await pending.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('Booking status updated!').first()).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: heading }) });
    await expect(card.getByText('Confirmed')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0);

    // The tab first shows the cached figures while the invalidated query refetches.
    await expect.poll(async () => (await earningsFigures(page)).count).toBe(before.count + 1);
    expect((await earningsFigures(page)).total).not.toBe(before.total);

    await page.setViewportSize({ width: 390, height: 844 });
    for (const tab of ['Profile', 'Bookings', 'Earnings']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await checkScreen(page, `chef-${tab.toLowerCase()}`);
    }
  });

  test('shows only the bookings waiting for an answer, from the address, at 1440 and 390 px', async ({ page }) => {
    await signIn(page, 'chef@demo.test', '/chef-portal');
    await page.goto('/chef-portal?tab=bookings');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await panel.getByRole('combobox', { name: 'Show' }).selectOption('pending');
    await page.waitForURL((url) => url.searchParams.get('status') === 'pending');
    const cards = panel.getByRole('listitem');
    await expect(cards.first().getByRole('button', { name: /^Decline booking/ })).toBeVisible();
    // Every card shown is pending: each offers Decline, and none is another status.
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    await expect(panel.getByRole('button', { name: /^Decline booking/ })).toHaveCount(count);
    for (const other of ['Confirmed', 'Completed', 'Cancelled'])
      await expect(cards.getByText(other, { exact: true })).toHaveCount(0);
    await checkScreen(page, 'chef-bookings-pending');

    // The address keeps the filter: a reload shows the same, and so does a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(panel.getByRole('combobox', { name: 'Show' })).toHaveValue('pending');
    await expect(panel.getByRole('button', { name: /^Decline booking/ })).toHaveCount(count);
    await checkScreen(page, 'chef-bookings-pending');
  });

  test('a chef edits their price, ZIP codes and bio, and their public profile shows them, at 1440 and 390 px', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'giulia@demo.test');
    // Her profile as the other tests know it, put back at the end.
    const original = (await (await page.request.get('/api/chef-profile')).json()) as {
      specialty: string;
      pricePerPerson: string;
      location: string;
      zipCodes: string[];
      bio: string;
    };
    await page.goto('/chef-portal');
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button', { name: 'Edit profile' }).click();
    const form = panel.getByRole('form', { name: 'Edit profile' });
    await expect(form.getByLabel('Specialty')).toBeFocused();
    const price = form.getByLabel('Price per person ($)');
    const before = await price.inputValue();
    // A price a person would not mean: the form says so and sends nothing.
    await price.fill('0');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('Price per person must be at least $1')).toBeVisible();
    await expect(price).toBeFocused();
    await checkScreen(page, 'chef-profile-edit');
    await page.setViewportSize({ width: 390, height: 844 });
    await checkScreen(page, 'chef-profile-edit');
    await page.setViewportSize({ width: 1440, height: 900 });

    const next = (Number(before) + 5).toFixed(2);
    const bio = `Handmade pasta every morning (${Date.now()}).`;
    await price.fill(next);
    // One more ZIP code served, after the ones she has.
    const zips = form.getByLabel('ZIP codes you serve');
    await expect(zips).toHaveValue(original.zipCodes.join(', '));
    const added = original.zipCodes.includes('30350') ? '30349' : '30350';
    await zips.fill(`${original.zipCodes.join(', ')}, ${added}`);
    await form.getByLabel('Bio').fill(bio);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('region', { name: /Notifications \(F8\)/ }).getByRole('listitem')).toContainText(
      'Profile updatedYour public profile shows the changes.',
    );
    await expect(form).toHaveCount(0);
    await expect(panel.getByText(`$${next}`)).toBeVisible();
    await expect(panel.getByText(bio)).toBeVisible();

    // The public profile reads the new price, ZIP codes and bio, and the search by the new ZIP finds her.
    const { id } = (await (await page.request.get('/api/chef-profile')).json()) as { id: number };
    const profile = (await (await page.request.get(`/api/chefs/${id}`)).json()) as {
      pricePerPerson: string;
      bio: string;
    };
    expect(profile).toMatchObject({ pricePerPerson: next, bio, zipCodes: [...original.zipCodes, added] });
    const found = (await (await page.request.get(`/api/chefs/search?zip=${added}&limit=50`)).json()) as {
      items: { id: number }[];
    };
    expect(found.items.map((c) => c.id)).toContain(id);

    const restored = await page.request.patch('/api/chef-profile', {
      headers: { Origin: new URL(page.url()).origin },
      data: {
        specialty: original.specialty,
        pricePerPerson: Number(original.pricePerPerson),
        location: original.location,
        zipCodes: original.zipCodes,
        bio: original.bio,
      },
    });
    expect(restored.status()).toBe(200);
    await page.context().close();
  });

  test('declines a booking the customer paid: refunded in full, and the customer sees it refunded', async ({
    browser,
  }) => {
    const chefPage = await signedInPage(browser, 'chef@demo.test');
    const profile = (await (await chefPage.request.get('/api/chef-profile')).json()) as { id: number; name: string };

    // The customer books this chef and pays with 4242.
    const customer = await signedInPage(browser, 'customer@demo.test');
    const bookingId = await bookChef(customer, profile, { date: atlantaDate(24), slot: 'afternoon' });
    await payWithCard(customer);
    await expect(customer.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

    // The chef declines it, confirming the full refund.
    await chefPage.goto('/chef-portal');
    await chefPage.getByRole('tab', { name: 'Bookings' }).click();
    const card = chefPage
      .getByRole('listitem')
      .filter({ has: chefPage.getByRole('heading', { name: new RegExp(`^Booking #${bookingId} `) }) });
    await expect(card.getByText('Paid', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Decline' }).click();
    await expect(chefPage.getByRole('dialog')).toContainText('refunded');
    await expect(chefPage.getByRole('dialog')).toContainText('in full');
    await chefPage.getByRole('button', { name: 'Yes, decline' }).click();
    await expect(chefPage.getByText('Booking status updated!').first()).toBeVisible();
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(card.getByText('Refunded', { exact: true })).toBeVisible();

    // The customer sees it cancelled and refunded.
    await customer.goto(`/bookings/${bookingId}`);
    await expect(customer.getByText('Refunded', { exact: true }).first()).toBeVisible();
    await chefPage.context().close();
    await customer.context().close();
  });
});
