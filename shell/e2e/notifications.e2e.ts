import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser, type BrowserContext, type Page, type Worker } from '@playwright/test';
import pg from 'pg';
import { checkScreen } from './a11y';
import { atlantaDate, signIn, signOut } from './support';

// Web push in the browser (issue 9): the bell turns pushes on and off for real (permission,
// /sw.js, the server's VAPID key, POST/DELETE /api/notifications/subscribe), Send Test shows a
// notification through the service worker, and the worker's Accept action confirms a booking
// with the chef's session. Chromium here cannot reach a push service, so only
// PushManager.prototype.subscribe is replaced: it hands back a subscription with real P-256 keys
// whose endpoint is a local push endpoint started by this file. Everything after it is real.

/** A local push endpoint: accepts what is POSTed to it, as a push service would (201). */
async function startPushEndpoint(): Promise<{ url: string; received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    received.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => res.writeHead(req.method === 'POST' ? 201 : 405).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface DeviceKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a browser would get from its push service: an endpoint and its own P-256 key pair and auth secret. */
function deviceKeys(pushBase: string): DeviceKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${pushBase}/push/${randomBytes(12).toString('hex')}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/**
 * Replaces only the push service's side of PushManager (subscribe, and getSubscription, which
 * answers what subscribe made until it is unsubscribed): a PushSubscription-like object for `keys`.
 */
async function stubPushService(context: BrowserContext, keys: DeviceKeys): Promise<void> {
  await context.addInitScript((device: DeviceKeys) => {
    const bytes = (b64url: string): ArrayBuffer => {
      const b64 = b64url
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(b64url.length / 4) * 4, '=');
      return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)).buffer;
    };
    const toB64Url = (buf: ArrayBuffer | ArrayBufferView): string => {
      const view = buf instanceof ArrayBuffer ? new Uint8Array(buf) : new Uint8Array(buf.buffer);
      return btoa(String.fromCharCode(...view))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    };
    const calls: { userVisibleOnly: boolean; applicationServerKey: string }[] = [];
    Object.assign(window, { __pushSubscribeCalls: calls, __pushUnsubscribed: 0 });
    // The browser keeps a subscription across page loads until it is unsubscribed; so does this
    // stand-in (its server key in localStorage), so getSubscription() finds it after a reload.
    const STORE = '__e2ePushSubscriptionKey';
    const subscriptionFor = (applicationServerKey: string) => ({
      endpoint: device.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: bytes(applicationServerKey) },
      getKey: (name: PushEncryptionKeyName) =>
        name === 'p256dh' ? bytes(device.p256dh) : name === 'auth' ? bytes(device.auth) : null,
      toJSON: () => ({
        endpoint: device.endpoint,
        expirationTime: null,
        keys: { p256dh: device.p256dh, auth: device.auth },
      }),
      unsubscribe: async () => {
        const was = localStorage.getItem(STORE) !== null;
        localStorage.removeItem(STORE);
        (window as unknown as { __pushUnsubscribed: number }).__pushUnsubscribed++;
        return was;
      },
    });
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = toB64Url(options?.applicationServerKey as ArrayBuffer | ArrayBufferView);
      calls.push({ userVisibleOnly: Boolean(options?.userVisibleOnly), applicationServerKey: key });
      localStorage.setItem(STORE, key);
      return subscriptionFor(key);
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const key = localStorage.getItem(STORE);
      return key ? subscriptionFor(key) : null;
    };
  }, keys);
}

/**
 * A desktop browser context allowed to notify, whose push service is the stand-in for a new
 * device of the local push endpoint; answers the context, the device and a page of it.
 */
async function pushContext(browser: Browser, baseURL: string, pushBase: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const device = deviceKeys(pushBase);
  await stubPushService(context, device);
  return { context, device, page: await context.newPage() };
}

/**
 * The e2e stack's database is `chefs_e2e_<pid>`, and other stacks may run beside it: the one
 * that holds this device's endpoint (a random path) is ours. Found once, then asked directly.
 */
let stackDatabase: string | null = null;

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function subscriptionRows(endpoint: string): Promise<{ email: string; p256dh: string; auth: string }[]> {
  const sql = `select u.email, s.p256dh, s.auth from push_subscriptions s join users u on u.id = s.user_id
               where s.endpoint = $1`;
  if (stackDatabase) return query(stackDatabase, sql, [endpoint]);
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbs = await query<{ datname: string }>(
    server,
    "select datname from pg_database where datname like 'chefs_e2e_%'",
    [],
  );
  for (const { datname } of dbs) {
    const url = new URL(server);
    url.pathname = `/${datname}`;
    const rows = await query<{ email: string; p256dh: string; auth: string }>(url.toString(), sql, [endpoint]).catch(
      () => [], // a database of another stack, still migrating or being dropped
    );
    if (rows.length) {
      stackDatabase = url.toString();
      return rows;
    }
  }
  return [];
}

async function openBell(page: Page) {
  await page.getByRole('button', { name: 'Notifications' }).click();
  const card = page.getByRole('dialog', { name: 'Notification settings' });
  await expect(card.getByRole('heading', { name: 'Push Notifications' })).toBeVisible();
  return card;
}

const toast = (page: Page) => page.getByRole('region', { name: /Notifications \(F8\)/ }).getByRole('listitem');

/** Titles of the notifications the page's service worker registration shows now. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
  });

/** Enables pushes from the bell, as a person would; answers the card and the subscribe calls seen. */
async function enableFromBell(page: Page) {
  const card = await openBell(page);
  const toggle = card.getByRole('switch', { name: 'Enable notifications' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toast(page)).toContainText("Notifications EnabledYou'll now receive booking updates and reminders.");
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  return card;
}

async function serviceWorkerOf(context: BrowserContext): Promise<Worker> {
  const sw = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'));
  return sw ?? context.waitForEvent('serviceworker', { predicate: (w) => w.url().endsWith('/sw.js') });
}

/** The service-worker globals used inside `worker.evaluate` (this program has the DOM lib, not WebWorker). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
  PushEvent: new (type: string, init: { data: string }) => Event;
  NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event;
}
type ShownWithActions = Notification & { actions: { action: string }[] };

interface ShownNotification {
  title: string;
  body: string;
  actions: string[];
  data: unknown;
}

/** The notifications /sw.js shows now with this tag. */
const notificationsIn = (sw: Worker, tag: string): Promise<ShownNotification[]> =>
  sw.evaluate(async (t: string) => {
    const scope = self as unknown as WorkerScope;
    return (await scope.registration.getNotifications({ tag: t })).map((n) => ({
      title: n.title,
      body: n.body,
      actions: (n as ShownWithActions).actions.map((a) => a.action),
      data: n.data as unknown,
    }));
  }, tag);

/**
 * Presses a button of the notification as the browser would: a `notificationclick` event for the
 * real notification, dispatched to the worker's own listener (the browser's own needs a person).
 */
const clickNotification = (sw: Worker, tag: string, action: string): Promise<void> =>
  sw.evaluate(
    async ({ t, a }: { t: string; a: string }) => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications({ tag: t });
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification, action: a }));
    },
    { t: tag, a: action },
  );

/** Records the worker's unhandled rejections (a handler that failed), read by `workerErrors`. */
const watchWorkerErrors = (sw: Worker): Promise<void> =>
  sw.evaluate(() => {
    const errors: string[] = [];
    Object.assign(self, { __errors: errors });
    self.addEventListener('unhandledrejection', (e) => errors.push(String(e.reason)));
  });
const workerErrors = (sw: Worker): Promise<string[]> =>
  sw.evaluate(() => (self as unknown as { __errors: string[] }).__errors);

test.describe('push notifications in the browser', () => {
  // Two browser contexts, sign-ins through the identity provider and axe runs at two widths.
  test.describe.configure({ timeout: 180_000 });
  let push: Awaited<ReturnType<typeof startPushEndpoint>>;

  test.beforeAll(async () => {
    push = await startPushEndpoint();
  });

  test.afterAll(async () => {
    await push?.close();
  });

  test('a customer enables pushes from the bell, sends a test notification and disables them again', async ({
    browser,
    baseURL,
  }) => {
    const { context, device, page } = await pushContext(browser, baseURL!, push.url);
    await signIn(page, 'customer@demo.test');
    await page.goto('/');

    const card = await openBell(page);
    await expect(card.getByText('Allowed')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Send Test' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    const subscribeRequest = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/notifications/subscribe',
    );
    await enableFromBell(page);
    // The server was sent the spec's flat body, not the browser's nested toJSON().
    expect((await subscribeRequest).postDataJSON()).toEqual({
      endpoint: device.endpoint,
      p256dh: device.p256dh,
      auth: device.auth,
    });
    // The browser was asked with user-visible-only and the key /config.json gives at run time.
    const { vapidPublicKey } = (await (await page.request.get('/config.json')).json()) as { vapidPublicKey: string };
    expect(vapidPublicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(
      await page.evaluate(() => (window as unknown as { __pushSubscribeCalls: unknown[] }).__pushSubscribeCalls),
    ).toEqual([{ userVisibleOnly: true, applicationServerKey: vapidPublicKey }]);
    // /sw.js controls the page, and the server holds the subscription for this user.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/sw\.js$/);
    expect(await subscriptionRows(device.endpoint)).toEqual([
      { email: 'customer@demo.test', p256dh: device.p256dh, auth: device.auth },
    ]);

    const opened = page.getByRole('dialog', { name: 'Notification settings' });
    await expect(opened.getByRole('list')).toHaveText(
      /Booking confirmations\s*Booking reminders\s*Chef messages\s*Status updates/,
    );
    await checkScreen(page, 'bell-popover-on');

    // Send Test: a local notification through the service worker, and no call to the server.
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(`${r.method()} ${r.url()}`);
    });
    await opened.getByRole('button', { name: 'Send Test' }).click();
    await expect(toast(page)).toContainText(
      'Test NotificationIf notifications are working, you should see a push notification shortly.',
    );
    await expect
      .poll(() => shownNotifications(page))
      .toContainEqual(expect.objectContaining({ title: 'Test Notification', tag: 'test-notification' }));
    expect(apiCalls).toEqual([]);

    // At 390 px the popover fits the phone and the page does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(opened).toBeVisible();
    await checkScreen(page, 'bell-popover-on');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Disable: unsubscribed in the browser, then the server forgets the endpoint.
    await opened.getByRole('button', { name: 'Disable' }).click();
    await expect(toast(page)).toContainText('Notifications DisabledYou will no longer receive push notifications.');
    await expect(opened.getByRole('switch', { name: 'Enable notifications' })).toHaveAttribute('aria-checked', 'false');
    expect(await page.evaluate(() => (window as unknown as { __pushUnsubscribed: number }).__pushUnsubscribed)).toBe(1);
    await expect.poll(() => subscriptionRows(device.endpoint)).toEqual([]);
    await context.close();
  });

  test('signing out takes the device’s pushes away from the person, so the next one on it starts with them off', async ({
    browser,
    baseURL,
  }) => {
    const { context, device, page } = await pushContext(browser, baseURL!, push.url);
    await signIn(page, 'customer@demo.test');
    await page.goto('/');
    await enableFromBell(page);
    await expect.poll(() => subscriptionRows(device.endpoint)).toHaveLength(1);
    await page.keyboard.press('Escape');

    await signOut(page);
    await expect.poll(() => subscriptionRows(device.endpoint)).toEqual([]);
    // The browser's subscription is gone too (the stand-in keeps it in localStorage).
    expect(await page.evaluate(() => localStorage.getItem('__e2ePushSubscriptionKey'))).toBeNull();

    await signIn(page, 'chef@demo.test');
    const card = await openBell(page);
    await expect(card.getByRole('switch', { name: 'Enable notifications' })).toHaveAttribute('aria-checked', 'false');
    await expect(card.getByRole('button', { name: 'Send Test' })).toHaveCount(0);
    await context.close();
  });

  test('the Accept action of a new-request notification confirms the booking with the chef’s session', async ({
    browser,
    baseURL,
  }) => {
    // The chef, with the service worker registered through the bell.
    const { context: chefContext, device, page: chefPage } = await pushContext(browser, baseURL!, push.url);
    await signIn(chefPage, 'chef@demo.test');
    await chefPage.goto('/');
    await enableFromBell(chefPage);
    expect(await subscriptionRows(device.endpoint)).toEqual([expect.objectContaining({ email: 'chef@demo.test' })]);
    const chefId = ((await (await chefPage.request.get('/api/chef-profile')).json()) as { id: number }).id;

    // A customer asks for that chef: a pending booking (a free date and slot).
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await signIn(customerPage, 'customer@demo.test');
    let booking: { id: number; status: string } | null = null;
    for (let days = 20 + Math.floor(Math.random() * 40), tries = 0; !booking && tries < 12; days++, tries++) {
      const res = await customerPage.request.post('/api/bookings', {
        headers: { Origin: new URL(baseURL!).origin },
        data: {
          chefId,
          serviceType: 'private_dinner',
          eventDate: atlantaDate(days),
          eventTime: (['morning', 'afternoon', 'evening'] as const)[tries % 3],
          guestCount: 3,
          clientName: 'Casey Morgan',
          clientEmail: 'customer@demo.test',
          clientAddress: '742 Virginia Ave NE, Atlanta, GA 30306',
        },
      });
      if (res.status() === 201) booking = (await res.json()) as { id: number; status: string };
      else expect(res.status(), await res.text()).toBe(409);
    }
    expect(booking?.status).toBe('pending');
    const bookingId = booking!.id;

    // The worker's new-request push (PushPayload) arrives at /sw.js; the chef presses Accept.
    // No tab of the chef needs to act: the service worker calls the API with the chef's cookie.
    const sw = await serviceWorkerOf(chefContext);
    const payload = {
      title: 'New booking request',
      body: 'Casey Morgan, 3 guests.',
      icon: '/icons/icon-192.png',
      url: `/chef-portal?booking=${bookingId}`,
      tag: `booking-${bookingId}`,
      bookingId,
      actions: [
        { action: 'accept', title: 'Accept' },
        { action: 'decline', title: 'Decline' },
      ],
    };
    await watchWorkerErrors(sw);
    const tag = `booking-${bookingId}`;
    const pushed = {
      title: 'New booking request',
      body: 'Casey Morgan, 3 guests.',
      actions: ['accept', 'decline'],
      data: { url: `/chef-portal?booking=${bookingId}`, bookingId },
    };
    // Pushed again if it does not show: once in a full suite (27 Nov 2026) headless Chromium
    // listed no notification for the 30 s after the push, where six runs of this test alone and
    // every earlier suite showed it at once. A push of the same tag replaces the one before, as a
    // push service delivering twice would; the worker's recorded errors are printed before a retry.
    for (let attempt = 1; ; attempt++) {
      await sw.evaluate((data: string) => {
        const scope = self as unknown as WorkerScope;
        scope.dispatchEvent(new scope.PushEvent('push', { data }));
      }, JSON.stringify(payload));
      try {
        await expect.poll(() => notificationsIn(sw, tag), { timeout: 10_000 }).toEqual([pushed]);
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        console.warn(`push ${attempt} not shown; worker errors: ${JSON.stringify(await workerErrors(sw))}`);
      }
    }

    await clickNotification(sw, tag, 'accept');
    // The click handler PATCHes the booking, then replaces the notification with the outcome.
    await expect
      .poll(() => notificationsIn(sw, tag), { timeout: 30_000 })
      .toEqual([
        {
          title: 'Booking status updated!',
          body: expect.stringMatching(/^You accepted Casey Morgan's booking on \w+day, \w+ \d{1,2}, \d{4}\.$/),
          actions: [],
          data: { url: `/chef-portal?booking=${bookingId}`, bookingId },
        },
      ]);
    const after = await customerPage.request.get(`/api/bookings/${bookingId}`);
    expect(((await after.json()) as { status: string }).status).toBe('confirmed');

    // A click on the notification itself takes the chef's tab to the portal, on that booking:
    // the Bookings tab, the booking marked, scrolled into sight and focused.
    await clickNotification(sw, tag, '');
    await chefPage.waitForURL(`**/chef-portal?booking=${bookingId}`);
    await expect(chefPage.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
    const opened = chefPage.locator('li[aria-current="true"]');
    await expect(opened.getByRole('heading', { name: new RegExp(`^Booking #${bookingId} ·`) })).toBeVisible();
    await expect(opened).toBeFocused();
    await expect(opened).toBeInViewport();
    await checkScreen(chefPage, 'chef-portal-opened-booking');

    // Pressing Accept on a stale notification: the API refuses (409), and the chef reads why.
    await sw.evaluate(
      async ({ tag, bookingId }: { tag: string; bookingId: number }) => {
        const scope = self as unknown as WorkerScope;
        await scope.registration.showNotification('New booking request', {
          tag,
          data: { url: '/chef-portal', bookingId },
        });
      },
      { tag, bookingId },
    );
    await clickNotification(sw, tag, 'accept');
    await expect
      .poll(async () => (await notificationsIn(sw, tag)).map((n) => n.title), { timeout: 30_000 })
      .toEqual(['Error']);
    expect((await notificationsIn(sw, tag))[0].body).not.toBe('');
    expect(await workerErrors(sw)).toEqual([]);

    await chefContext.close();
    await customerContext.close();
  });

  test('the installed app’s worker shows its own offline page for a page it cannot load, and the page once back online', async ({
    page,
    context,
  }) => {
    await page.goto('/recipes');
    // What the installed app does once it has loaded (src/install/installed-app.ts): a tab here
    // cannot be put in standalone display, so the page registers the worker the same way.
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(async () => (await caches.match('/offline.html'))?.status ?? 0)).toBe(200);
    // Online, the worker answers pages from the network: the page itself, not the offline page.
    await page.goto('/meals');
    await expect(page.getByRole('list', { name: 'Dishes' }).getByRole('listitem')).toHaveCount(6);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline.' })).toBeVisible();
    await expect(page.getByText('This page could not load without an internet connection.')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/meals');
    await checkScreen(page, 'offline-page');
    await page.setViewportSize({ width: 390, height: 844 });
    await checkScreen(page, 'offline-page');

    // Back online, the page loads by itself, also when its first try fails: the `online` event
    // can come before the network carries a request again (once in a full suite here the reload
    // it made failed and the offline page stayed). The worker's first fetch of the page is refused.
    let asked = 0;
    await context.route('**/meals', (route) =>
      asked++ === 0 ? route.abort('internetdisconnected') : route.fallback(),
    );
    await context.setOffline(false);
    await expect(page.getByRole('list', { name: 'Dishes' }).getByRole('listitem')).toHaveCount(6);
    expect(asked).toBeGreaterThanOrEqual(2);
  });

  test('offers to install the app, with a valid manifest, and hides the card for 7 days after Not now', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Chefs Atlanta home' })).toBeVisible();
    // The manifest the page links, with the icons it names.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await page.request.get(href!)).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      short_name: 'Chefs Atlanta',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1f3d2e',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const res = await page.request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
    }
    // Asked for by pages with no icon link (the sign-in page), bookmarks and feed readers.
    const favicon = await page.request.get('/favicon.ico');
    expect([favicon.status(), favicon.headers()['content-type']]).toEqual([200, 'image/x-icon']);
    const cdp = await page.context().newCDPSession(page);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string; critical: number }[] };
    expect(errors).toEqual([]);

    // Chromium fires beforeinstallprompt once the app can be installed; here it is dispatched.
    const offer = () =>
      page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => undefined,
          userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
        });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    expect(await offer()).toBe(true);
    const card = page.getByRole('complementary', { name: 'Install Chefs Atlanta' });
    // The card waits for the visitor's first tap, key or scroll: it is not an overlay on a page
    // still loading.
    await page.waitForTimeout(300);
    await expect(card).toHaveCount(0);
    await page.keyboard.press('Shift'); // a key that neither scrolls nor moves focus: the screenshots show the page as loaded
    await expect(card).toBeVisible();
    await checkScreen(page, 'install-card');
    await page.setViewportSize({ width: 390, height: 844 });
    await checkScreen(page, 'install-card');

    await card.getByRole('button', { name: 'Not now' }).click();
    await expect(card).toBeHidden();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Chefs Atlanta home' })).toBeVisible();
    await page.keyboard.press('Tab'); // engaged: what hides the card now is the dismissal alone
    expect(await offer()).toBe(true);
    await expect(page.getByRole('heading', { name: 'Install Chefs Atlanta' })).toHaveCount(0);
    // Eight days later it may come back.
    await page.evaluate(() =>
      localStorage.setItem('chefs.installPrompt.dismissedAt', String(Date.now() - 8 * 24 * 60 * 60 * 1000)),
    );
    await offer();
    await expect(card).toBeVisible();
  });
});
