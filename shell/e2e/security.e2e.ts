import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { checkScreen } from './a11y';
import { atlantaDate, signIn, signOut } from './support';

// Issue 10: the pages run under a real Content-Security-Policy (no inline script) with
// every portal, the sign-in pages and the Stripe stand-in's checkout working; source maps
// stay home; the recipe subscription is double opt-in, confirmed from the e-mailed link.

/** Every CSP violation the page meets, as the browser reports it. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} on ${location.pathname}`,
      ),
    );
  });
  return violations;
}

const MAIL_DIR = path.join(__dirname, '..', '..', '.data', 'mail');

/** The body of the newest e-mail to `to` (quoted-printable decoded), waiting for the worker to send it. */
async function mailTo(to: string, subject: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).filter((f) => f.endsWith('.eml')) : [];
        for (const f of files.sort().reverse()) {
          const raw = fs.readFileSync(path.join(MAIL_DIR, f), 'utf8');
          if (raw.includes(`To: ${to}`) && subject.test(raw)) {
            found = raw
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
            return true;
          }
        }
        return false;
      },
      { timeout: 30_000, message: `an e-mail to ${to}` },
    )
    .toBe(true);
  return found!;
}

test.describe('Content-Security-Policy', () => {
  test('every portal, sign-in and sign-out and the stand-in checkout work with no CSP violation', async ({ page }) => {
    test.setTimeout(Math.max(120_000, test.info().timeout));
    const violations = await watchCsp(page);

    const home = await page.goto('/');
    const csp = home!.headers()['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.match(/script-src [^;]*/)![0]).not.toContain('unsafe-inline');
    await expect(page.getByRole('heading', { level: 1, name: /A private chef for every Atlanta table/ })).toBeVisible();

    // The public portal, its quizzes graded by the server.
    await page.goto('/recipes');
    await expect(page.getByRole('list', { name: 'Recipes' }).getByRole('listitem').first()).toBeVisible();

    // A customer books and pays through the Stripe stand-in's script and Payment Element.
    await signIn(page, 'customer@demo.test', '/home');
    const chefs = (await (await page.request.get('/api/chefs?limit=50')).json()) as { items: { id: number }[] };
    const chef = chefs.items[chefs.items.length - 1];
    await page.goto(`/booking/${chef.id}`);
    await page.getByLabel('Event Date').fill(atlantaDate(61));
    await page.getByLabel('Time Slot').selectOption('morning');
    await page.getByLabel('Number of Guests').fill('2');
    await page.getByLabel('Address').fill('742 Virginia Ave NE, Atlanta, GA 30306');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL(/\/checkout\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration date').fill('12 / 34');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('ZIP code').fill('30306');
    await page.getByRole('button', { name: /^Pay \$[\d,]+\.\d{2}$/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 });
    await signOut(page);

    await signIn(page, 'chef@demo.test', '/chef-portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Chef Portal' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Bookings' })).toBeVisible();
    await signOut(page);

    await signIn(page, 'admin@demo.test', '/admin');
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await signOut(page);

    expect(violations).toEqual([]);
  });

  test('serves no source map of the shell or a portal', async ({ page }) => {
    await page.goto('/');
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of [...scripts, `${new URL(page.url()).origin}/remotes/public/remoteEntry.js`]) {
      expect((await page.request.get(src)).status(), src).toBe(200);
      expect((await page.request.get(`${src}.map`)).status(), `${src}.map`).toBe(404);
    }
  });
});

test.describe('recipe subscription, double opt-in', () => {
  test('the form mails a link, and only the link confirms the address', async ({ page }) => {
    test.setTimeout(Math.max(90_000, test.info().timeout));
    const email = `optin-${Date.now()}@example.com`;
    await page.goto('/recipes');
    const form = page.getByRole('form', { name: 'Subscribe to our recipe collection' });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { name: "You're Subscribed!" })).toBeVisible();
    await expect(page.getByText(`Confirm your address from the e-mail we sent to ${email}`)).toBeVisible();

    const mail = await mailTo(email, /^Subject: Please confirm your subscription/m);
    const link = /https?:\/\/[^\s"<]+\/subscribe\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
    expect(link, 'the confirmation link').toBeTruthy();
    const { pathname, search } = new URL(link!);

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${pathname}${search}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Subscription confirmed' })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      await checkScreen(page, 'subscription-confirmed');
    }
    await mailTo(email, /^Subject: Welcome! Your recipe collection is ready/m);

    await page.goto(`${pathname}?token=${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 2, name: 'This link does not work' })).toBeVisible();
    await checkScreen(page, 'subscription-link-invalid');
  });
});
