import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { checkScreen } from './a11y';
import { hydrated, signIn } from './support';

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
    await expect(
      page
        .locator('#chefs')
        .getByText(/From \$/)
        .first(),
    ).toBeVisible();

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
  // Every script the page loads, with whether it carries React's own code.
  const REACT_MARKER = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';
  const scripts: Promise<{ url: string; hasReact: boolean }>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && res.ok()) {
      // A script of a page navigated away from has no body any more: counted as unread.
      scripts.push(
        res.text().then(
          (body) => ({ url: res.url(), hasReact: body.includes(REACT_MARKER) }),
          () => ({ url: res.url(), hasReact: false }),
        ),
      );
    }
  });
  await signIn(page, 'customer@demo.test', '/home');
  await expect(page.getByRole('heading', { name: /Welcome back, Casey/ })).toBeVisible();
  await hydrated(page); // drawn on the server: its links are plain links until then
  // Client-side navigation into the public remote: both remotes now live on one page.
  await page.getByRole('banner').getByRole('link', { name: 'Recipes' }).click();
  await expect(page).toHaveURL(/\/recipes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
  // The federation runtime's share scope: every instance sees one react and one react-dom,
  // provided by the shell and used by both remotes.
  const shared = await page.evaluate(() => {
    type Share = { from: string; loaded?: boolean; useIn: string[] };
    const f = (
      globalThis as unknown as {
        __FEDERATION__: {
          __INSTANCES__: { name: string; shareScopeMap: Record<string, Record<string, Record<string, Share>>> }[];
        };
      }
    ).__FEDERATION__;
    return f.__INSTANCES__.map((inst) => ({
      name: inst.name,
      react: Object.entries(inst.shareScopeMap.default?.react ?? {}).map(([version, s]) => ({
        version,
        from: s.from,
        loaded: !!s.loaded,
        useIn: s.useIn,
      })),
      reactDom: Object.keys(inst.shareScopeMap.default?.['react-dom'] ?? {}),
    }));
  });
  expect(shared.map((i) => i.name)).toEqual(expect.arrayContaining(['shell', 'customer', 'public']));
  for (const inst of shared) {
    expect(inst.react).toHaveLength(1);
    expect(inst.react[0]).toMatchObject({ from: 'shell', loaded: true });
    expect(inst.react[0].useIn).toEqual(expect.arrayContaining(['shell', 'customer', 'public']));
    expect(inst.reactDom).toHaveLength(1);
  }
  // And no remote shipped its own React: only the host's copy was fetched.
  const loadedScripts = await Promise.all(scripts);
  const withReact = loadedScripts.filter((s) => s.hasReact).map((s) => new URL(s.url).pathname);
  expect(withReact.length).toBeGreaterThan(0);
  expect(withReact.filter((p) => p.startsWith('/remotes/'))).toEqual([]);
  expect(loadedScripts.some((s) => s.url.includes('/remotes/public/'))).toBe(true);
  expect(loadedScripts.some((s) => s.url.includes('/remotes/customer/'))).toBe(true);
});

test('a session check that cannot reach us waits with Try again, and signs the person back in when it can', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'customer@demo.test');
  // The phone loses its network for the session check alone: the page neither treats the person
  // as signed out nor sends them to sign in. (/bookings is drawn in the browser: /home and a
  // chef's profile come drawn by the gateway with the session already read.)
  await page.route('**/api/auth/user', (route) => route.abort('internetdisconnected'));
  await page.goto('/bookings');
  const alert = page.getByRole('alert').filter({ hasText: 'check your sign-in' });
  await expect(alert).toHaveText(
    /We couldn.t reach our servers to check your sign-in\. Please try again in a moment\.\s*Try again/,
  );
  expect(new URL(page.url()).pathname).toBe('/bookings');
  await expect(page.getByText('Authentication Required')).toHaveCount(0);
  await checkScreen(page, 'session-check-failed');
  await page.setViewportSize({ width: 1440, height: 900 });
  await checkScreen(page, 'session-check-failed');

  await page.unroute('**/api/auth/user');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Reservations' })).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/bookings');
  await context.close();
});
