import { expect, test, type Page } from '@playwright/test';
import { checkScreen } from './a11y';
import { DEMO_PASSWORD, signIn } from './support';

// Schedule a service, the confirmation of the request, and what a visitor meets on the
// customer's signed-in pages (docs/product.md §2, §8, §9).

async function expectToast(page: Page, title: string, description: string): Promise<void> {
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByText(description, { exact: true })).toBeVisible();
}

/**
 * Notes in the page when each text first shows (MutationObserver) and when the page is left,
 * kept in sessionStorage across the redirect (sign-in is on the same origin). A toast that shows
 * for 500 ms before a redirect is too short a window to catch by polling from the test.
 */
async function recordTextsUntilLeaving(page: Page, texts: string[]): Promise<() => Promise<Record<string, number>>> {
  await page.addInitScript((watched) => {
    const seen: Record<string, number> = {};
    const look = () => {
      for (const text of watched)
        if (!(text in seen) && document.body?.innerText.includes(text)) seen[text] = Date.now();
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
    addEventListener('pagehide', () => {
      if (!sessionStorage.getItem('e2e:texts'))
        sessionStorage.setItem('e2e:texts', JSON.stringify({ ...seen, left: Date.now() }));
    });
  }, texts);
  return async () =>
    JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e:texts'))) ?? '{}') as Record<string, number>;
}

test.describe('signed out', () => {
  const toLogin: [path: string, description: string][] = [
    ['/chef/1', 'Please sign in to view chef profiles.'],
    ['/booking/1', 'Please sign in to book a chef.'],
    ['/checkout/1', 'Please sign in to complete your booking.'],
  ];
  for (const [path, description] of toLogin) {
    test(`${path} says why, then goes to sign-in after 500 ms`, async ({ page }) => {
      const timings = await recordTextsUntilLeaving(page, ['Authentication Required', description]);
      await page.goto(path);
      await page.waitForURL(/\/oidc\//);
      const { left, ...seen } = await timings();
      expect(Object.keys(seen).sort()).toEqual(['Authentication Required', description].sort());
      // Shown for the 500 ms before the redirect (the toaster's code may load first: the wait counts from the toast).
      for (const shownAt of Object.values(seen)) expect(left - shownAt).toBeGreaterThanOrEqual(450);
    });
  }

  test('/schedule says why, then goes to /signin after 1 second', async ({ page }) => {
    // The redirect waits 1 s after the toast, which comes after the page starts loading: however
    // slow the machine, at least 1 s passes between asking for the page and landing on sign-in.
    const askedAt = Date.now();
    await page.goto('/schedule');
    await expectToast(page, 'Authentication Required', 'Please sign in to schedule chef services.');
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(Date.now() - askedAt).toBeGreaterThanOrEqual(1000);
    // Signing in from there comes back to /schedule, not to "/".
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/schedule');
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByLabel('Email').fill('customer@demo.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/schedule');
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule a Service' })).toBeVisible();
  });

  test('/booking-confirmation says why, then goes to sign-in after 1 second', async ({ page }) => {
    // The redirect waits 1 s after the toast, which comes after the page starts loading: however
    // slow the machine, at least 1 s passes between asking for the page and landing on sign-in.
    const askedAt = Date.now();
    await page.goto('/booking-confirmation');
    await expectToast(page, 'Authentication Required', 'Please log in to view your booking confirmation.');
    await page.waitForURL(/\/oidc\//);
    expect(Date.now() - askedAt).toBeGreaterThanOrEqual(1000);
  });

  test('/customer-portal asks to sign in', async ({ page }) => {
    await page.goto('/customer-portal');
    await expect(page.getByRole('heading', { name: 'Please Sign In' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign In' })).toBeVisible();
    await checkScreen(page, 'customer-portal-signed-out');
  });
});

test.describe('schedule', () => {
  test('a recurring request: alerts, sorted dates, 4-occurrence preview, then the confirmation', async ({ page }) => {
    await signIn(page, 'customer@demo.test');
    await page.goto('/schedule');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkScreen(page, 'schedule');

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please select at least one date.', { exact: true })).toBeVisible();

    await page.getByRole('radio', { name: /Recurring/ }).check();
    await page.getByRole('radio', { name: /Weekly/ }).check();
    // Enabled days of the calendar: pick a later one first, then an earlier one; they stay sorted.
    // Both months' grids: near a month's end the first one has few bookable days left.
    const days = page.getByRole('grid').getByRole('button', { disabled: false });
    const count = await days.count();
    expect(count).toBeGreaterThan(3);
    await days.nth(3).click();
    await days.nth(1).click();
    await expect(days.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(days.nth(3)).toHaveAttribute('aria-pressed', 'true');
    // The picked days by name: after a reload the calendar opens at the first picked day's month,
    // so on a month's last day (today alone left in it) the enabled days start a month later.
    const picked = await Promise.all([1, 3].map(async (i) => (await days.nth(i).getAttribute('aria-label')) ?? ''));
    const pickedDay = (name: string) => page.getByRole('grid').getByRole('button', { name, exact: true });

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please select a time slot.', { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: /Evening/ }).check();
    await page.getByLabel('Notes (optional)').fill('Two of us, no shellfish please.');
    await expect(page.getByRole('heading', { name: 'Next 4 occurrences' })).toBeVisible();
    await checkScreen(page, 'schedule-filled');
    // A reload (or a lapsed session's sign-in, which comes back here) keeps every choice.
    await page.reload();
    await expect(page.getByRole('radio', { name: /Recurring/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Evening/ })).toBeChecked();
    await expect(page.getByLabel('Notes (optional)')).toHaveValue('Two of us, no shellfish please.');
    for (const name of picked) await expect(pickedDay(name)).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/booking-confirmation');
    await expect(page.getByRole('heading', { name: 'Booking Request Received!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What Happens Next?' })).toBeVisible();
    await expect(page.getByText(/Recurring/).first()).toBeVisible();
    await expect(
      page.getByText(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d{1,2}, \d{4}/).first(),
    ).toBeVisible();
    await expect(page.getByText('Two of us, no shellfish please.')).toBeVisible();
    await checkScreen(page, 'booking-confirmation');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pendingBooking') ?? 'null') as unknown);
    expect(stored).toMatchObject({ bookingType: 'recurring', recurringFrequency: 'weekly', timeSlot: 'evening' });
    const dates = (stored as { dates: string[] }).dates;
    expect(dates).toEqual([...dates].sort());
    // Sent: the schedule's draft is gone.
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('scheduleDraft:'))),
    ).toEqual([]);

    await page.evaluate(() => localStorage.removeItem('pendingBooking'));
    await page.reload();
    await expect(page.getByText('No booking data found.')).toBeVisible();
    await expect(
      page
        .getByRole('button', { name: 'Schedule New Service' })
        .or(page.getByRole('link', { name: 'Schedule New Service' })),
    ).toBeVisible();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('every customer page fits a 390 px phone and passes axe', async ({ page }) => {
    // Ten pages, each with axe and a full-page screenshot: more than one page's time budget.
    test.setTimeout(Math.max(90_000, test.info().timeout));
    const chefs = ((await (await page.request.get('/api/chefs')).json()) as { items: { id: number }[] }).items;
    await signIn(page, 'customer@demo.test');
    const bookings = (await (await page.request.get('/api/bookings')).json()) as {
      items: { id: number; status: string; paymentStatus: string }[];
    };
    const payable = bookings.items.find((b) => b.status === 'pending' && b.paymentStatus === 'pending');
    expect(payable, 'a seeded booking waiting for payment').toBeDefined();
    const pages: [string, string][] = [
      ['/', 'home-reservations'],
      ['/home', 'home'],
      ['/customer-portal', 'customer-portal'],
      ['/bookings', 'bookings'],
      [`/bookings/${bookings.items[0].id}`, 'booking-detail'],
      [`/chef/${chefs[0].id}`, 'chef-profile'],
      [`/booking/${chefs[0].id}`, 'booking-form'],
      [`/checkout/${payable?.id}`, 'checkout'],
      ['/schedule', 'schedule'],
      ['/booking-confirmation', 'booking-confirmation-empty'],
    ];
    for (const [path, name] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await checkScreen(page, name);
    }
  });
});
