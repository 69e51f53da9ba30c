import { expect, type Browser, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the real OpenID Connect flow of the dev identity provider. */
export async function signIn(page: Page, email: string, returnTo?: string): Promise<void> {
  await page.goto(returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/api/'));
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

/**
 * Waits until a page drawn from HTML has hydrated and freed its controls (docs/performance.md,
 * "Prerendered pages"): before that its links are plain links, which load the next page whole
 * instead of moving to it in the app. A page drawn in the browser never waits.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('#root:not([data-prerendered]):not([inert])')).toHaveCount(1);
  await expect(page.locator('[data-until-hydrated]')).toHaveCount(0);
}

/** A new browser context signed in as `email`, at desktop width unless told otherwise. */
export async function signedInPage(browser: Browser, email: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** 'YYYY-MM-DD' of today + `days` in Atlanta, so no test date ever goes stale. */
export function atlantaDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export type TimeSlot = 'morning' | 'afternoon' | 'evening';

/** The booking form of `chef` filled with valid details and sent; answers the id of the booking the checkout opens. */
export async function bookChef(
  page: Page,
  chef: { id: number; name: string },
  { date, slot, guests = 2 }: { date: string; slot: TimeSlot; guests?: number },
): Promise<number> {
  await page.goto(`/booking/${chef.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Book ${chef.name}` })).toBeVisible();
  await page.getByLabel('Event Date').fill(date);
  await page.getByLabel('Time Slot').selectOption(slot);
  await page.getByLabel('Number of Guests').fill(String(guests));
  await page.getByLabel('Address').fill('742 Virginia Ave NE, Atlanta, GA 30306');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.waitForURL(/\/checkout\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** Pays on the open checkout with a test card of the Stripe stand-in (4242… succeeds). */
export async function payWithCard(page: Page, card = '4242 4242 4242 4242'): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Complete Your Booking' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('ZIP code').fill('30306');
  await page.getByRole('button', { name: /^Pay \$[\d,]+\.\d{2}$/ }).click();
}
